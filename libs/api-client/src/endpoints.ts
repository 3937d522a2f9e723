import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import {
  PAGE_MAX_LIMIT,
  fillPath,
  queryString,
  type EndpointArgs,
  type EndpointDefinition,
  type EndpointRoute,
  type EndpointInput,
  type EndpointOutput,
} from '@familyhub/contracts';
import { apiFetch } from './api-fetch';

/** The URL of one call: the path with its parameters filled in, and the query. */
export function endpointUrl<E extends EndpointDefinition>(
  endpoint: EndpointRoute<E>,
  input?: EndpointInput<E>,
): string {
  const call = input as { params?: Record<string, unknown>; query?: Record<string, unknown> } | undefined;
  return fillPath(endpoint.path, call?.params) + queryString(call?.query);
}

/** One call as plain data (path, method, body): what an offline queue keeps, to send later with `apiFetch`. */
export interface EndpointRequest {
  path: string;
  method: EndpointDefinition['method'];
  body?: unknown;
}

/** The request `callEndpoint` sends for this input, without sending it. */
export function endpointRequest<E extends EndpointDefinition>(
  endpoint: EndpointRoute<E>,
  ...[input]: EndpointArgs<E>
): EndpointRequest {
  const body = (input as { body?: unknown } | undefined)?.body;
  return {
    path: endpointUrl(endpoint, input),
    method: endpoint.method,
    ...(body === undefined ? {} : { body }),
  };
}

/**
 * Calls one endpoint by its definition (issue #29): the path, method and body come from it and the answer's type
 * is the definition's, so a renamed path or field fails to compile instead of failing at run time. A write goes
 * with a fresh `Idempotency-Key` (see `apiFetch`); to send the same change again under its first key, use
 * `endpointRequest` and `apiFetch(path, { method, body, idempotencyKey })`.
 */
export function callEndpoint<E extends EndpointDefinition>(
  endpoint: EndpointRoute<E>,
  ...args: EndpointArgs<E>
): Promise<EndpointOutput<E>> {
  const { path, ...init } = endpointRequest(endpoint, ...args);
  return apiFetch<EndpointOutput<E>>(path, init);
}

/**
 * The query key of one call: the definition's resource first (the live topic: a change anywhere in the family
 * refreshes everything under it), then the path and the call's parameters and query.
 */
export function endpointKey<E extends EndpointDefinition>(
  endpoint: EndpointRoute<E>,
  input?: EndpointInput<E>,
) {
  const call = input as { params?: unknown; query?: unknown } | undefined;
  return [endpoint.resource, endpoint.path, call?.params ?? {}, call?.query ?? {}] as const;
}

/** `queryOptions` for a GET endpoint: its key and its call, ready for `useQuery` or `prefetchQuery`. */
export function endpointQuery<E extends EndpointDefinition>(
  endpoint: EndpointRoute<E>,
  ...[input]: EndpointArgs<E>
) {
  return queryOptions({
    queryKey: endpointKey(endpoint, input),
    queryFn: () =>
      (callEndpoint as (e: EndpointRoute<E>, i?: EndpointInput<E>) => Promise<EndpointOutput<E>>)(
        endpoint,
        input,
      ),
  });
}

/**
 * A mutation that, once it settles, refreshes every query under the given resources (the definitions'
 * `resource`: a change refreshes the lists that show it).
 */
export function useRefreshingMutation<V, R, C = unknown>(
  resources: readonly string[],
  mutationFn: (variables: V) => Promise<R>,
  options: Omit<UseMutationOptions<R, Error, V, C>, 'mutationFn'> = {},
) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = options;
  return useMutation<R, Error, V, C>({
    ...rest,
    mutationFn,
    onSettled: async (...args) => {
      await Promise.all(resources.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })));
      await onSettled?.(...args);
    },
  });
}

/**
 * A mutation that calls one endpoint and refreshes everything under its resource (and `alsoRefreshes`);
 * `toInput` maps what the screen passes (an id, a body) to the call's input.
 */
export function useEndpointMutation<E extends EndpointDefinition, V>(
  endpoint: EndpointRoute<E>,
  toInput: (variables: V) => EndpointInput<E>,
  {
    alsoRefreshes = [],
    ...options
  }: { alsoRefreshes?: readonly string[] } & Omit<
    UseMutationOptions<EndpointOutput<E>, Error, V>,
    'mutationFn'
  > = {},
) {
  return useRefreshingMutation(
    [endpoint.resource, ...alsoRefreshes],
    (variables: V) =>
      (callEndpoint as (e: EndpointRoute<E>, i: EndpointInput<E>) => Promise<EndpointOutput<E>>)(
        endpoint,
        toInput(variables),
      ),
    options,
  );
}

/**
 * `infiniteQueryOptions` for a paged GET endpoint (`?cursor=&limit=` answering `{ items, nextCursor }`): each
 * "Load more" asks for the page after the last one, `limit` at a time.
 */
export function endpointPages<E extends EndpointDefinition>(
  endpoint: EndpointRoute<E>,
  /** Items a page; undefined leaves it to the service's default. */
  limit: number | undefined,
  ...[input]: EndpointArgs<E>
) {
  const call = input as { params?: unknown; query?: Record<string, unknown> } | undefined;
  return infiniteQueryOptions({
    queryKey: [...endpointKey(endpoint, input), 'pages', limit] as const,
    queryFn: ({ pageParam }: { pageParam: string | undefined }) =>
      (callEndpoint as (e: EndpointRoute<E>, i: unknown) => Promise<EndpointOutput<E>>)(endpoint, {
        ...call,
        query: { ...call?.query, limit, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: EndpointOutput<E>) =>
      (page as { nextCursor: string | null }).nextCursor ?? undefined,
  });
}

/**
 * Every page of a short paged list (a family's schools, years, students): for screens that filter and group by all
 * of it; a family has a handful, so this is one call in practice.
 */
/** The item type of a paged answer `{ items, nextCursor }`. */
type ItemOf<E extends EndpointDefinition> = EndpointOutput<E> extends { items: (infer T)[] } ? T : never;

export async function callAllPages<E extends EndpointDefinition>(
  endpoint: EndpointRoute<E>,
  ...[input]: EndpointArgs<E>
): Promise<ItemOf<E>[]> {
  const call = input as { params?: unknown; query?: Record<string, unknown> } | undefined;
  const items: ItemOf<E>[] = [];
  let cursor: string | null = null;
  do {
    const page = (await (callEndpoint as (e: EndpointRoute<E>, i: unknown) => Promise<unknown>)(endpoint, {
      ...call,
      query: { ...call?.query, limit: PAGE_MAX_LIMIT, cursor: cursor ?? undefined },
    })) as { items: ItemOf<E>[]; nextCursor: string | null };
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** `queryOptions` for every page of a short paged list (`callAllPages`). */
export function endpointAllPages<E extends EndpointDefinition>(
  endpoint: EndpointRoute<E>,
  ...[input]: EndpointArgs<E>
) {
  return queryOptions({
    queryKey: [...endpointKey(endpoint, input), 'all'] as const,
    queryFn: () =>
      (callAllPages as (e: EndpointRoute<E>, i?: EndpointInput<E>) => Promise<ItemOf<E>[]>)(endpoint, input),
  });
}
