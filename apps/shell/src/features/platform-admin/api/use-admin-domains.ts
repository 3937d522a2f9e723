import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, queryKeys, callEndpoint } from '@familyhub/api-client';
import { toast } from '@familyhub/ui';
import { endpointRoutes, type DomainSwitches, type UpdateDomainSwitchesBody } from '@familyhub/contracts';

export const adminDomainsKey = () => ['platform', 'admin', 'domains'] as const;

/** GET /api/platform/admin/domains (platform operators only). */
export function useAdminDomains(enabled = true) {
  return useQuery({
    queryKey: adminDomainsKey(),
    queryFn: () => callEndpoint(endpointRoutes.platformAdmin.domains),
    enabled,
  });
}

/** PATCH /api/platform/admin/domains/:id — saved at once; the row is replaced by the server's answer. */
export function useUpdateDomainSwitches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: DomainSwitches['id']; changes: UpdateDomainSwitchesBody }) =>
      callEndpoint(endpointRoutes.platformAdmin.updateDomain, { params: { id }, body: changes }),
    onSuccess: (saved) => {
      queryClient.setQueryData<DomainSwitches[]>(adminDomainsKey(), (rows) =>
        rows?.map((row) => (row.id === saved.id ? saved : row)),
      );
      // The operator's own shell follows the registry too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.domains() });
    },
  });
}

/** Saves one domain's changes and says so in a toast ("Saved" with `done`, or why it could not be changed). */
export function useSaveDomainChanges() {
  const update = useUpdateDomainSwitches();
  const save = (domain: DomainSwitches, changes: UpdateDomainSwitchesBody, done: string) =>
    update.mutate(
      { id: domain.id, changes },
      {
        onSuccess: () => toast({ title: 'Saved', description: done }),
        onError: (error) =>
          toast({
            title: `Could not change ${domain.name}`,
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  return { save, isPending: update.isPending, savingId: update.isPending ? update.variables?.id : undefined };
}
