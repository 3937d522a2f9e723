import { callEndpoint } from '../endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointRoutes, type CreateApiTokenBody } from '@familyhub/contracts';

import { queryKeys } from '../query-keys';

/** GET /api/auth/api-tokens — the caller's personal API tokens (never the tokens themselves). */
export function useApiTokens() {
  return useQuery({
    queryKey: queryKeys.apiTokens(),
    queryFn: () => callEndpoint(endpointRoutes.security.apiTokens),
  });
}

/** POST /api/auth/api-tokens — answers the new token, shown this once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenBody) => callEndpoint(endpointRoutes.security.createApiToken, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens() }),
  });
}

/** DELETE /api/auth/api-tokens/:id — the token stops working at once. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(endpointRoutes.security.revokeApiToken, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens() }),
  });
}
