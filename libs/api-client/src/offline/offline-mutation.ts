import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointDefinition, EndpointInput, EndpointOutput, EndpointRoute } from '@familyhub/contracts';
import { forbiddenMessage } from '../error-message';
import { isOffline } from './network';
import { nextTempId, sendWrite } from './send-write';
import { writeQueue, type QueuedWrite, type WriteQueueState } from './write-queue';

export interface OfflineMutationOptions<V, Cache> {
  /**
   * One cached answer under the endpoint's resource with the change made (a page, pages, their totals). An add is
   * given the stand-in id its new item carries until the server answers.
   */
  apply: (
    cache: Cache | undefined,
    variables: V,
    tempId: number | undefined,
    /** The cached answer's query key (`endpointKey`): whose list, which days. */
    queryKey: readonly unknown[],
  ) => Cache | undefined;
  /** What the member did, in their words, for the pending list and a conflict: 'Tick “Milk”'. */
  label: (variables: V) => string;
  /** The call adds an item: it shows at once under a stand-in id. */
  adds?: boolean;
  /** What failed, for the log: 'Failed to update task'. */
  failure?: string;
  /** Shows a refusal's sentence (403: a child ticking someone else's task). */
  onRefused?: (message: string) => void;
  /** Other resources whose lists show the change. */
  alsoRefreshes?: readonly string[];
}

interface Tagged<V> {
  variables: V;
  tempId: number | undefined;
}

export interface MutateCallbacks<R> {
  onSuccess?: (answer: R) => void;
  onError?: (error: Error) => void;
}

/**
 * A write shown at once in every loaded list under its endpoint's resource (spec 000 §4's optimistic update) that
 * also works with no network (issue #31): when the definition says `offline: 'queue'`, a change made offline is kept
 * and sent when the network returns, and stays on the screen meanwhile, marked pending (`usePendingChanges`). The
 * answer is undefined for a change that was queued. A refusal is put back and, for a 403, shown with the server's
 * words.
 */
export function useOfflineMutation<E extends EndpointDefinition, V, Cache = unknown>(
  endpoint: EndpointRoute<E>,
  toInput: (variables: V) => EndpointInput<E>,
  { apply, label, adds, failure, onRefused, alsoRefreshes = [] }: OfflineMutationOptions<V, Cache>,
) {
  const queryClient = useQueryClient();
  const resources = [endpoint.resource, ...alsoRefreshes];
  const mutation = useMutation<
    EndpointOutput<E> | undefined,
    Error,
    Tagged<V>,
    { previous: [readonly unknown[], Cache | undefined][] }
  >({
    // Runs with no network too: the call itself decides to queue or to refuse (the default would wait, silently).
    networkMode: 'always',
    mutationFn: ({ variables, tempId }) =>
      sendWrite(endpoint, toInput(variables), { label: label(variables), tempId }),
    onMutate: async ({ variables, tempId }) => {
      const queryKey = [endpoint.resource];
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueriesData<Cache>({ queryKey });
      for (const [key, cache] of previous)
        queryClient.setQueryData(key, apply(cache, variables, tempId, key));
      return { previous };
    },
    onError: (error, _tagged, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      console.error(failure ?? `Failed: ${endpoint.method} ${endpoint.path}`, error);
      const refusal = forbiddenMessage(error);
      if (refusal) onRefused?.(refusal);
    },
    onSettled: async (answer, error) => {
      // A queued change stays as drawn until its replay refreshes the lists (WriteQueue.onSynced).
      if (answer === undefined && !error && (isOffline() || writeQueue().hasPending())) return;
      await Promise.all(resources.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })));
    },
  });
  const { mutate: mutateTagged, mutateAsync: mutateTaggedAsync } = mutation;
  const tag = useCallback(
    (variables: V): Tagged<V> => ({ variables, tempId: adds ? nextTempId() : undefined }),
    [adds],
  );
  const mutate = useCallback(
    (variables: V, callbacks: MutateCallbacks<EndpointOutput<E> | undefined> = {}) =>
      mutateTagged(tag(variables), {
        onSuccess: (answer) => callbacks.onSuccess?.(answer),
        onError: (error) => callbacks.onError?.(error),
      }),
    [mutateTagged, tag],
  );
  const mutateAsync = useCallback(
    (variables: V) => mutateTaggedAsync(tag(variables)),
    [mutateTaggedAsync, tag],
  );
  return { ...mutation, mutate, mutateAsync };
}

/** The page's queued changes and the conflicts their replay met, kept up to date. */
export function useWriteQueue(): WriteQueueState {
  const queue = writeQueue();
  return useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
}

/** The ids a queued change names: the item it adds (its stand-in id) or the item in its path. */
function idsOf(write: QueuedWrite): number[] {
  const ids = write.request.path
    .split('/')
    .filter((segment) => /^-?\d+$/.test(segment))
    .map(Number);
  return write.tempId === undefined ? ids : [...ids, write.tempId];
}

/** Which items of a resource have changes waiting for the network: `isPending(item.id)` marks their rows. */
export function usePendingChanges(resource: string) {
  const { pending } = useWriteQueue();
  return useMemo(() => {
    const ids = new Set(pending.filter((write) => write.resource === resource).flatMap(idsOf));
    return { count: ids.size, isPending: (id: number) => ids.has(id) };
  }, [pending, resource]);
}
