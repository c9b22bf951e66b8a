import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { renameCategorySchema } from '@shared/schemas/admin-site-config.ts';
import { Button } from '@web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { plural } from '@web/lib/format.ts';
import { serverFieldErrors } from '@web/lib/form-errors.ts';
import { useRenameCategory } from '../api/rename-category.ts';

interface RenameForm {
  from: string;
  to: string;
}

/** Renames a saved category at once, in the configuration and in every book that has it. */
export function RenameCategoryDialog({
  category,
  books,
  onClose,
}: {
  category: string;
  books: number;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const rename = useRenameCategory();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RenameForm>({
    resolver: zodResolver(renameCategorySchema),
    defaultValues: { from: category, to: category },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await rename.mutateAsync(values);
      toast({
        variant: 'success',
        title: 'Category renamed',
        description: `“${values.from}” is now “${values.to}”; ${plural(result.booksUpdated, 'book')} updated.`,
      });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, ['from', 'to'] as const);
      // The old name is fixed here, so its message belongs under the one field there is.
      for (const [, message] of fields) setError('to', { type: 'server', message });
      if (fields.length === 0) setError('to', { type: 'server', message: errorMessage(error) });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (!open && !isSubmitting ? onClose() : undefined)}>
      <DialogContent>
        <DialogTitle>Rename category</DialogTitle>
        <DialogDescription>
          The new name is saved at once, and {plural(books, 'book')} in “{category}” move with it.
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4">
          <FormField id="rename-category-to" label="New name" error={errors.to?.message}>
            <Input
              autoFocus
              {...fieldAria('rename-category-to', errors.to?.message)}
              {...register('to')}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={isSubmitting} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Renaming…' : 'Rename'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
