import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BackupCodesAnswer,
  DisableTwoFactorBody,
  EncryptionStatus,
  EncryptionTestResult,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@familyhub/contracts';
import { api } from '../api-fetch';
import { queryKeys } from '../query-keys';

/** GET /api/auth/2fa — the caller's two-factor state. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: queryKeys.twoFactor(),
    queryFn: () => api.get<TwoFactorStatus>('/api/auth/2fa'),
  });
}

/** POST /api/auth/2fa/setup — a new pending secret with its QR code. */
export function useSetupTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TwoFactorSetup>('/api/auth/2fa/setup'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor() }),
  });
}

/** POST /api/auth/2fa/enable — answers the backup codes, shown once. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<BackupCodesAnswer>('/api/auth/2fa/enable', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor() }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableTwoFactorBody) => api.post<void>('/api/auth/2fa/disable', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor() }),
  });
}

/** GET /api/encryption/status — admins only; pass enabled: false for anyone else (the server would say 403). */
export function useEncryptionStatus(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.encryptionStatus(),
    queryFn: () => api.get<EncryptionStatus>('/api/encryption/status'),
    enabled: options.enabled ?? true,
  });
}

/** POST /api/encryption/test — a real encrypt/decrypt round trip on the server. */
export function useEncryptionTest() {
  return useMutation({ mutationFn: () => api.post<EncryptionTestResult>('/api/encryption/test') });
}
