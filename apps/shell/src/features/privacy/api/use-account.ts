import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, callEndpoint } from '@familyhub/api-client';
import { endpointRoutes, type DeleteAccountBody } from '@familyhub/contracts';

/** POST /api/account/export — records the request; the files are built when downloaded. */
export function useRequestDataExport() {
  return useMutation({ mutationFn: () => callEndpoint(endpointRoutes.family.requestExport) });
}

/** DELETE /api/account — the caller then forgets the session (useForgetSession) once it has left the signed-in pages. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => callEndpoint(endpointRoutes.family.deleteAccount, { body }),
  });
}

/** The account (or, for the family admin, the family) is gone: forget everything cached about it. */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.session()[0] });
    queryClient.setQueryData(queryKeys.session(), null);
  };
}
