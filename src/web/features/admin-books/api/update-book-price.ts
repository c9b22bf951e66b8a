import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBookDetail } from '@shared/schemas/admin-books.ts';
import { adminBooksApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { cacheSavedBook } from './cache-saved-book.ts';

/** PATCH /api/admin/books/{id}/price: just the selling price (the list's inline edit). */
export function updateBookPrice({ id, sellingPrice }: { id: number; sellingPrice: number }) {
  return apiRequest<AdminBookDetail>('PATCH', adminBooksApi.price(id), { sellingPrice });
}

export function useUpdateBookPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookPrice,
    onSuccess: (book) => cacheSavedBook(queryClient, book),
  });
}
