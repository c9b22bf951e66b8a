import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StaffInviteInput,
  StaffInviteState,
  StaffPage,
  StaffRoleInput,
  StaffUpdateInput,
} from '@shared/schemas/staff.ts';
import { adminStaffApi, apiPaths } from '@web/config/paths.ts';
import { apiGet, apiRequest, apiRequestWithHeaders } from '@web/lib/api-client.ts';
import { startSession } from '@web/lib/session.ts';

const staffKey = [adminStaffApi.staff] as const;

export function useStaff() {
  return useQuery(
    queryOptions({
      queryKey: staffKey,
      queryFn: ({ signal }) => apiGet<StaffPage>(adminStaffApi.staff, signal),
    }),
  );
}

/** Every change answers the whole team, which replaces what the screen shows. */
function useStaffChange<I>(send: (input: I) => Promise<StaffPage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (page) => queryClient.setQueryData(staffKey, page),
  });
}

export const useInviteStaff = () =>
  useStaffChange((input: StaffInviteInput) =>
    apiRequest<StaffPage>('POST', adminStaffApi.staff, input),
  );

export const useUpdateStaff = () =>
  useStaffChange(({ id, ...input }: StaffUpdateInput & { id: number }) =>
    apiRequest<StaffPage>('PUT', adminStaffApi.member(id), input),
  );

export const useSaveRole = () =>
  useStaffChange(({ id, ...input }: StaffRoleInput & { id?: number }) =>
    id
      ? apiRequest<StaffPage>('PUT', adminStaffApi.role(id), input)
      : apiRequest<StaffPage>('POST', adminStaffApi.roles, input),
  );

export const useDeleteRole = () =>
  useStaffChange((id: number) => apiRequest<StaffPage>('DELETE', adminStaffApi.role(id)));

/** GET /api/staff-invite?token=…: whether the invitation still works, and for whom. */
export function useStaffInviteState(token: string) {
  return useQuery({
    queryKey: [apiPaths.staffInvite, token],
    queryFn: ({ signal }) => apiGet<StaffInviteState>(apiPaths.staffInviteState(token), signal),
    staleTime: Infinity,
  });
}

/** POST /api/staff-invite: sets the password and signs in. */
export function useAcceptStaffInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiRequestWithHeaders<{ status: true }>('POST', apiPaths.staffInvite, input),
    onSuccess: ({ headers }) => startSession(queryClient, headers),
  });
}
