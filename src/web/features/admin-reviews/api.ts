import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReview, ModerationAction } from '@shared/schemas/admin-reviews.ts';
import { adminReviewsApi } from '@web/config/paths.ts';
import { apiGet, apiRequest } from '@web/lib/api-client.ts';

const key = ['/api/admin/reviews'] as const;

export interface AdminReviewsPage {
  items: AdminReview[];
  total: number;
  page: number;
  pageSize: number;
}

export function useAdminReviews(view: string, page: number) {
  return useQuery({
    queryKey: [...key, view, page],
    queryFn: ({ signal }) => apiGet<AdminReviewsPage>(adminReviewsApi.list(view, page), signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; action: ModerationAction; reason?: string }) =>
      apiRequest<void>('POST', adminReviewsApi.moderate(id), body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
