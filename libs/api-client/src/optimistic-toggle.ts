import type { EndpointDefinition, EndpointInput, EndpointRoute } from '@familyhub/contracts';
import { useOfflineMutation } from './offline/offline-mutation';

export interface OptimisticToggleOptions<V, Cache> {
  /** One cached answer under the endpoint's resource with the change made (a page, pages, their totals). */
  apply: (cache: Cache | undefined, variables: V) => Cache | undefined;
  /** What failed, for the log: 'Failed to update task'. */
  failure: string;
  /** Shows a refusal's sentence (403: a child ticking someone else's task); other failures only log. */
  onRefused?: (message: string) => void;
  /** What the member did, for a change kept offline: 'Tick “Milk”'. Default: 'Update'. */
  label?: (variables: V) => string;
}

/**
 * A checkbox's mutation with an optimistic update (spec 000 §4): the change shows at once in every loaded query
 * under the endpoint's resource (the pages of a list and a dashboard card's first few), is put back if the call
 * fails, and everything under the resource is refreshed once it settles. A refusal goes to `onRefused` with the
 * server's words; other failures only log (spec 000 §8). With no network, a tick on an `offline: 'queue'` endpoint
 * is kept and sent later (`useOfflineMutation`).
 *
 * ```ts
 * useOptimisticToggle(endpoints.update, ({ id, completed }) => ({ params: { id }, body: { completed } }), {
 *   apply: withCompleted, failure: 'Failed to update task', onRefused: showRefusal,
 * });
 * ```
 */
export function useOptimisticToggle<E extends EndpointDefinition, V, Cache>(
  endpoint: EndpointRoute<E>,
  toInput: (variables: V) => EndpointInput<E>,
  { apply, failure, onRefused, label = () => 'Update' }: OptimisticToggleOptions<V, Cache>,
) {
  return useOfflineMutation<E, V, Cache>(endpoint, toInput, {
    apply: (cache, variables) => apply(cache, variables),
    label,
    failure,
    onRefused,
  });
}
