export { ApiError, isApiError } from './api-error';
export { errorMessage, forbiddenMessage } from './error-message';
export {
  apiFetch,
  api,
  get,
  post,
  put,
  patch,
  del,
  CSRF_HEADER,
  CSRF_VALUE,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  newIdempotencyKey,
  type ApiRequestInit,
} from './api-fetch';
export { earlyResponsesSettled } from './early-responses';
export { createQueryClient, queryDefaults } from './query-client';
export { queryKeys } from './query-keys';
export {
  fetchSession,
  useSession,
  useFamilyMembers,
  useMembers,
  FORMER_MEMBER,
  type Members,
  useSubscriptionStatus,
  useDemoInfo,
  useSignIn,
  useCompleteTwoFactorSignIn,
  useSignUp,
  useDemoSignIn,
  useSignOut,
} from './session/session-hooks';
export {
  useUpdateProfile,
  useSaveLanguageSettings,
  useUpdateMember,
  useRemoveMember,
  useUpdateFamily,
  useUpdatePassword,
  useActiveSessions,
  useRevokeSession,
  useRevokeAllSessions,
} from './settings/settings-hooks';
export {
  useTwoFactorStatus,
  useSetupTwoFactor,
  useEnableTwoFactor,
  useDisableTwoFactor,
  useEncryptionStatus,
  useEncryptionTest,
} from './security/security-hooks';
export { useApiTokens, useCreateApiToken, useRevokeApiToken } from './security/api-token-hooks';
export { useLiveUpdates, LIVE_LINGER_MS } from './live/use-live-updates';
export { uploadFile, useUploadFile, type UploadFileOptions, type UploadProgress } from './files/upload-file';
export {
  callAllPages,
  callEndpoint,
  endpointAllPages,
  endpointKey,
  endpointPages,
  endpointQuery,
  endpointRequest,
  endpointUrl,
  type EndpointRequest,
  useEndpointMutation,
  useRefreshingMutation,
} from './endpoints';
export { useOptimisticToggle, type OptimisticToggleOptions } from './optimistic-toggle';
export {
  useOfflineMutation,
  useWriteQueue,
  usePendingChanges,
  type OfflineMutationOptions,
} from './offline/offline-mutation';
export { sendWrite, nextTempId, type SendWriteOptions } from './offline/send-write';
export {
  writeQueue,
  WriteQueue,
  type QueuedWrite,
  type SyncConflict,
  type WriteQueueState,
} from './offline/write-queue';
export { isOffline, lastServerAnswerAt, OFFLINE_REFUSAL } from './offline/network';
export {
  keepQueryCache,
  forgetQueryCache,
  memberCachePersister,
  CACHE_MAX_AGE_MS,
} from './offline/persist-cache';
export { memoryStorage, setOfflineStorage, type OfflineStorage } from './offline/offline-storage';
export { mapPagedCache, type PagedCache } from './offline/paged-cache';
