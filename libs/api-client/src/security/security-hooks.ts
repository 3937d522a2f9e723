import { callEndpoint } from '../endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointRoutes, type DisableTwoFactorBody } from '@familyhub/contracts';

import { queryKeys } from '../query-keys';

/** GET /api/auth/2fa — the caller's two-factor state. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: queryKeys.twoFactor(),
    queryFn: () => callEndpoint(endpointRoutes.security.twoFactor),
  });
}

/** POST /api/auth/2fa/setup — a new pending secret with its QR code. */
export function useSetupTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(endpointRoutes.security.setupTwoFactor),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor() }),
  });
}

/** POST /api/auth/2fa/enable — answers the backup codes, shown once. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callEndpoint(endpointRoutes.security.enableTwoFactor, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor() }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableTwoFactorBody) =>
      callEndpoint(endpointRoutes.security.disableTwoFactor, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor() }),
  });
}

/** GET /api/encryption/status — admins only; pass enabled: false for anyone else (the server would say 403). */
export function useEncryptionStatus(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.encryptionStatus(),
    queryFn: () => callEndpoint(endpointRoutes.security.encryption),
    enabled: options.enabled ?? true,
  });
}

/** POST /api/encryption/test — a real encrypt/decrypt round trip on the server. */
export function useEncryptionTest() {
  return useMutation({ mutationFn: () => callEndpoint(endpointRoutes.security.testEncryption) });
}
