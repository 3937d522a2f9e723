import { QueryClient } from '@tanstack/react-query';

/** Spec 000 §7/§9: no retries, no refetch on focus, never stale, cache collected after 5 minutes. */
export const queryDefaults = {
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: Infinity,
  gcTime: 5 * 60 * 1000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...queryDefaults },
      mutations: { retry: false },
    },
  });
}
