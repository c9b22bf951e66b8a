import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBookDetail, AdminBookInput } from '@shared/schemas/admin-books.ts';
import { adminBooksApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { cacheSavedBook } from './cache-saved-book.ts';

/** PUT /api/admin/books/{id}: every field again (the whole form), answered as saved. */
export function updateAdminBook({
  id,
  input,
}: {
  id: number;
  input: AdminBookInput;
}): Promise<AdminBookDetail> {
  return apiRequest<AdminBookDetail>('PUT', adminBooksApi.book(id), input);
}

export function useUpdateAdminBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminBook,
    onSuccess: (book) => cacheSavedBook(queryClient, book),
  });
}
