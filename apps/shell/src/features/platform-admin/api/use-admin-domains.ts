import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, queryKeys, callEndpoint } from '@familyhub/api-client';
import { toast } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { endpointRoutes, type DomainSwitches, type UpdateDomainSwitchesBody } from '@familyhub/contracts';
import { useNavLabels } from '../../../layout/nav-labels/nav-labels';
import { platformAdminMessages } from '../messages';

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
  const t = useMessages(platformAdminMessages);
  const labels = useNavLabels();
  const update = useUpdateDomainSwitches();
  const save = (domain: DomainSwitches, changes: UpdateDomainSwitchesBody, done: string) =>
    update.mutate(
      { id: domain.id, changes },
      {
        onSuccess: () => toast({ title: t('toast.saved'), description: done }),
        onError: (error) =>
          toast({
            title: t('toast.saveFailed', { domain: labels.domain(domain.id, domain.name) }),
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  return { save, isPending: update.isPending, savingId: update.isPending ? update.variables?.id : undefined };
}
