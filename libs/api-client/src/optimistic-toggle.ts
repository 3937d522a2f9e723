import { useQueryClient } from '@tanstack/react-query';
import type { EndpointDefinition, EndpointInput, EndpointOutput, EndpointRoute } from '@familyhub/contracts';
import { callEndpoint, useRefreshingMutation } from './endpoints';
import { forbiddenMessage } from './error-message';

export interface OptimisticToggleOptions<V, Cache> {
  /** One cached answer under the endpoint's resource with the change made (a page, pages, their totals). */
  apply: (cache: Cache | undefined, variables: V) => Cache | undefined;
  /** What failed, for the log: 'Failed to update task'. */
  failure: string;
  /** Shows a refusal's sentence (403: a child ticking someone else's task); other failures only log. */
  onRefused?: (message: string) => void;
}

/**
 * A checkbox's mutation with an optimistic update (spec 000 §4): the change shows at once in every loaded query
 * under the endpoint's resource (the pages of a list and a dashboard card's first few), is put back if the call
 * fails, and everything under the resource is refreshed once it settles. A refusal goes to `onRefused` with the
 * server's words; other failures only log (spec 000 §8).
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
  { apply, failure, onRefused }: OptimisticToggleOptions<V, Cache>,
) {
  const queryClient = useQueryClient();
  const queryKey = [endpoint.resource];
  return useRefreshingMutation(
    queryKey,
    (variables: V) =>
      (callEndpoint as (e: EndpointRoute<E>, i: EndpointInput<E>) => Promise<EndpointOutput<E>>)(
        endpoint,
        toInput(variables),
      ),
    {
      onMutate: async (variables) => {
        await queryClient.cancelQueries({ queryKey });
        const previous = queryClient.getQueriesData<Cache>({ queryKey });
        queryClient.setQueriesData<Cache>({ queryKey }, (cache) => apply(cache, variables));
        return { previous };
      },
      onError: (error, _variables, context) => {
        for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
        console.error(failure, error);
        const refusal = forbiddenMessage(error);
        if (refusal) onRefused?.(refusal);
      },
    },
  );
}
