import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminImagesPage } from '@shared/schemas/admin-images.ts';
import { adminImagesApi } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';

/** Every image-library query starts with this key: invalidating it refreshes every page. */
export const adminImagesQueryKey = [adminImagesApi.images] as const;

export const adminImagesPageSize = 24;

export interface AdminImagesListQuery {
  search: string;
  page: number;
}

/** GET /api/admin/images?search&page&pageSize: the library, newest first. */
export function getAdminImages(
  query: AdminImagesListQuery,
  signal?: AbortSignal,
): Promise<AdminImagesPage> {
  return apiGet<AdminImagesPage>(
    adminImagesApi.imagesPage({ ...query, pageSize: adminImagesPageSize }),
    signal,
  );
}

export const adminImagesQueryOptions = (query: AdminImagesListQuery) =>
  queryOptions({
    queryKey: [...adminImagesQueryKey, query] as const,
    queryFn: ({ signal }) => getAdminImages(query, signal),
  });

/** The previous page stays on screen while the next one loads, so the grid does not jump. */
export function useAdminImages(query: AdminImagesListQuery) {
  return useQuery({ ...adminImagesQueryOptions(query), placeholderData: keepPreviousData });
}
