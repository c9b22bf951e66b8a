import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBookDetail } from '@shared/schemas/admin-books.ts';
import { adminBooksApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { cacheSavedBook } from './cache-saved-book.ts';

/** PATCH /api/admin/books/{id}/stock: just the quantity (the table's inline edit). */
export function updateBookStock({ id, stockQuantity }: { id: number; stockQuantity: number }) {
  return apiRequest<AdminBookDetail>('PATCH', adminBooksApi.stock(id), { stockQuantity });
}

export function useUpdateBookStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookStock,
    onSuccess: (book) => cacheSavedBook(queryClient, book),
  });
}
