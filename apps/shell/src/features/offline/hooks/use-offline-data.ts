import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, isOffline, keepQueryCache, writeQueue } from '@familyhub/api-client';
import { REMOTE_CONTRACT_VERSION } from '@familyhub/contracts';
import { toast } from '@familyhub/ui';
import { offlineMessages } from '../messages';

/** While changes wait and the network is up but the server was not reached, try again this often. */
const RETRY_EVERY_MS = 30_000;

/**
 * The signed-in member's data offline (issue #31): their query cache kept on this device and restored when the
 * page opens with no network,
 * their queued changes loaded and sent when the network returns (then every screen refreshes, and the other
 * members' screens follow through the live stream), and a write that needs the server refused offline with a toast
 * that says so.
 */
export function useOfflineData(memberId: number) {
  const queryClient = useQueryClient();

  useEffect(() => {
    const queue = writeQueue();
    // Opened with no network, the page draws what the member last saw here; online, it asks as ever.
    const { stop } = keepQueryCache(queryClient, memberId, `contract-${REMOTE_CONTRACT_VERSION}`, {
      restore: isOffline(),
    });

    queue.onSynced = () => void queryClient.invalidateQueries();
    const drain = () => (isOffline() ? Promise.resolve(0) : queue.drain());
    void queue.open(memberId).then(drain);
    const onOnline = () => void drain().then(() => queryClient.invalidateQueries());
    window.addEventListener('online', onOnline);
    const retry = setInterval(() => {
      if (queue.hasPending()) void drain();
    }, RETRY_EVERY_MS);

    const stopRefusals = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const { error } = event.action;
      if (isApiError(error, 503) && error.code === 'offline') {
        toast({
          variant: 'destructive',
          title: offlineMessages.t('toast.offline'),
          description: error.serverMessage,
        });
      }
    });

    return () => {
      stop();
      stopRefusals();
      clearInterval(retry);
      window.removeEventListener('online', onOnline);
      queue.onSynced = undefined;
    };
  }, [queryClient, memberId]);
}
