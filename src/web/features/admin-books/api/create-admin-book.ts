import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBookDetail, AdminBookInput } from '@shared/schemas/admin-books.ts';
import { adminBooksApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { cacheSavedBook } from './cache-saved-book.ts';

/** POST /api/admin/books: the new book as saved (ISBN-13 normalised, categories as configured). */
export function createAdminBook(input: AdminBookInput): Promise<AdminBookDetail> {
  return apiRequest<AdminBookDetail>('POST', adminBooksApi.books, input);
}

export function useCreateAdminBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminBook,
    onSuccess: (book) => cacheSavedBook(queryClient, book),
  });
}
