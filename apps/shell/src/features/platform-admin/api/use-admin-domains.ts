import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@familyhub/api-client';
import type { DomainSwitches, UpdateDomainSwitchesBody } from '@familyhub/contracts';

export const adminDomainsKey = () => ['platform', 'admin', 'domains'] as const;

/** GET /api/platform/admin/domains (platform operators only). */
export function useAdminDomains(enabled = true) {
  return useQuery({
    queryKey: adminDomainsKey(),
    queryFn: () => api.get<DomainSwitches[]>('/api/platform/admin/domains'),
    enabled,
  });
}

/** PATCH /api/platform/admin/domains/:id — saved at once; the row is replaced by the server's answer. */
export function useUpdateDomainSwitches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: DomainSwitches['id']; changes: UpdateDomainSwitchesBody }) =>
      api.patch<DomainSwitches>(`/api/platform/admin/domains/${id}`, changes),
    onSuccess: (saved) => {
      queryClient.setQueryData<DomainSwitches[]>(adminDomainsKey(), (rows) =>
        rows?.map((row) => (row.id === saved.id ? saved : row)),
      );
      // The operator's own shell follows the registry too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.domains() });
    },
  });
}
