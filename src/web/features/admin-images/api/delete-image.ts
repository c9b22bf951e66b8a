import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminImagesApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { adminImagesQueryKey } from './get-images.ts';

/** DELETE /api/admin/images/{id}: 409 while a book still uses the image. */
export function deleteAdminImage(id: number): Promise<void> {
  return apiRequest<void>('DELETE', adminImagesApi.image(id));
}

export function useDeleteAdminImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminImage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminImagesQueryKey }),
  });
}
