import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, CreateApiTokenBody, CreatedApiToken } from '@familyhub/contracts';
import { api } from '../api-fetch';
import { queryKeys } from '../query-keys';

/** GET /api/auth/api-tokens — the caller's personal API tokens (never the tokens themselves). */
export function useApiTokens() {
  return useQuery({
    queryKey: queryKeys.apiTokens(),
    queryFn: () => api.get<ApiToken[]>('/api/auth/api-tokens'),
  });
}

/** POST /api/auth/api-tokens — answers the new token, shown this once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenBody) => api.post<CreatedApiToken>('/api/auth/api-tokens', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens() }),
  });
}

/** DELETE /api/auth/api-tokens/:id — the token stops working at once. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<void>(`/api/auth/api-tokens/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens() }),
  });
}
