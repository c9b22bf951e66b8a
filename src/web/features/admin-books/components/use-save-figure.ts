import type { AdminBookDetail } from '@shared/schemas/admin-books.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';

/**
 * Saves one figure of a book from the list (its price or stock) with `saveBook`, and says so in
 * a success toast titled `title` with `describe`'s line about the saved book.
 */
export function useSaveFigure<T>(
  saveBook: (input: T) => Promise<AdminBookDetail>,
  title: string,
  describe: (saved: AdminBookDetail) => string,
) {
  const { toast } = useToast();
  return async (input: T) => {
    const saved = await saveBook(input);
    toast({ variant: 'success', title, description: describe(saved) });
  };
}
