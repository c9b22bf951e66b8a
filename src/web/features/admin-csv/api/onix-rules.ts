import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnixRules, OnixRulesInput } from '@shared/schemas/onix-rules.ts';
import { adminImportApi } from '@web/config/paths.ts';
import { apiGet, apiRequest } from '@web/lib/api-client.ts';

const key = ['admin', 'imports', 'onix-rules'] as const;

/** GET /api/admin/imports/onix-rules: currency rates and subject codes to categories. */
export function useOnixRules() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiGet<OnixRules>(adminImportApi.onixRules, signal),
  });
}

export function useSaveOnixRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: OnixRulesInput) =>
      apiRequest<OnixRules>('PUT', adminImportApi.onixRules, rules),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
