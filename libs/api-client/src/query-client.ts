import { QueryClient, onlineManager } from '@tanstack/react-query';

/** Spec 000 §7/§9: no retries, no refetch on focus, never stale, cache collected after 5 minutes. */
export const queryDefaults = {
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: Infinity,
  gcTime: 5 * 60 * 1000,
} as const;

export function createQueryClient(): QueryClient {
  // A page opened with no network (issue #31) starts offline: its queries wait, showing what was kept, instead of
  // failing; the library follows the browser's online and offline events from then on.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: { ...queryDefaults },
      // A write runs with no network too: it is kept for later (`offline: 'queue'`) or refused with a clear
      // message, never left waiting silently for a network that may not come back while the page is open.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
