import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryTax } from '@shared/schemas/invoices.ts';
import { apiGet, apiRequest } from '@web/lib/api-client.ts';

const taxRatesUrl = '/api/admin/tax-rates';
const taxRatesKey = ['admin', 'tax-rates'] as const;

/** GET /api/admin/tax-rates: GST by category. */
export function useTaxRates() {
  return useQuery({
    queryKey: taxRatesKey,
    queryFn: ({ signal }) => apiGet<CategoryTax[]>(taxRatesUrl, signal),
  });
}

/** PUT /api/admin/tax-rates: every category's tax at once. */
export function useSaveTaxRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: CategoryTax[]) => apiRequest<CategoryTax[]>('PUT', taxRatesUrl, rules),
    onSuccess: (saved) => queryClient.setQueryData(taxRatesKey, saved),
  });
}
