import type { z, ZodType } from 'zod';
import type { ServiceName } from './catalogue';
import type { Role } from './role-rules';

/**
 * One endpoint of the API, defined once (issue #29, docs/adr/0017): the service binds its handler to it
 * (`bindEndpoint` in server-kit parses the input and types the answer), the apps call it (`callEndpoint` in
 * api-client: no path strings, no casts), and the gateway publishes it in `/api/openapi.json`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What serves `/api`: identity and the catalogue's domains, and the gateway for its own few calls. */
export type EndpointService = ServiceName | 'gateway';

/** Who may call an endpoint beyond being a signed-in member of the family, and what the others are told (403). */
export interface EndpointAccess {
  roles: readonly Role[];
  refusal: string;
}

export interface EndpointDefinition {
  method: HttpMethod;
  /** Express-style: `/api/vacations/:id`. */
  path: `/api/${string}`;
  /** One line for the reference page. */
  summary: string;
  service: EndpointService;
  /**
   * The query-cache root (and live topic) the answer belongs to: the apps key the query under it, and a change to
   * the resource refreshes everything under it.
   */
  resource: string;
  /** Path parameters by name (`pathId` for the usual positive integer ids). */
  params?: Readonly<Record<string, ZodType>>;
  query?: ZodType;
  body?: ZodType;
  /** The JSON answer; absent for 204 No Content, or when `produces` names another content type. */
  response?: ZodType;
  /** Success status when it is not 200 (201 for a creation); 204 when there is no `response`. */
  status?: 200 | 201 | 202;
  /** A non-JSON answer the handler writes itself (a calendar file, a download). */
  produces?: string;
  /** A multipart/form-data body carrying one file in this field; the handler reads it as a stream. */
  upload?: { field: string };
  /** Role rule checked before the handler runs; every member when unset. */
  access?: EndpointAccess;
  /** Reachable without a session (sign-in, the public calendar feed). */
  public?: boolean;
  /**
   * `'queue'`: a write a member may make with no network (issue #31: ticking the shopping list in a dead spot). The
   * app keeps it, shown as pending, and sends it under its first `Idempotency-Key` when the network returns. Other
   * writes are refused offline with a clear message: they need the server's judgement (a dose, a payment).
   */
  offline?: 'queue';
}

/** Checks the definition's shape at compile time and keeps its literal types for inference. */
export function defineEndpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

/**
 * `defineEndpoint` for one feature's endpoints: they share a service and a cache resource, so each definition
 * names only what is its own.
 */
export function endpointsFor<const S extends EndpointService, const R extends string>(
  service: S,
  resource: R,
) {
  return <const E extends Omit<EndpointDefinition, 'service' | 'resource'>>(
    definition: E,
  ): E & { service: S; resource: R } => ({ ...definition, service, resource });
}

/** Several endpoints of one feature, keyed by the name the code calls them by. */
export type EndpointGroup = Readonly<Record<string, EndpointDefinition>>;

// Path ids live in a module of their own: that one needs zod at run time, and this one's path helpers go into every
// app's first paint (issue #34: the dashboard's first paint does without zod).

type Input<S> = S extends ZodType ? z.input<S> : never;

/** What a caller passes: path parameters, query and body as the definition declares them. */
export type EndpointInput<E extends EndpointDefinition> = (E['params'] extends Readonly<
  Record<string, ZodType>
>
  ? { params: { [K in keyof E['params']]: Input<E['params'][K]> } }
  : { params?: undefined }) &
  (E['query'] extends ZodType ? { query?: Input<E['query']> } : { query?: undefined }) &
  (E['body'] extends ZodType ? { body: Input<E['body']> } : { body?: undefined });

/** A call's arguments: the input, which may be left out when the endpoint needs no path parameters or body. */
export type EndpointArgs<E extends EndpointDefinition> =
  EndpointInput<E> extends { params: object } | { body: unknown }
    ? [input: EndpointInput<E>]
    : [input?: EndpointInput<E>];

/** The parsed input a handler receives. */
export type EndpointParsedInput<E extends EndpointDefinition> = {
  params: E['params'] extends Readonly<Record<string, ZodType>>
    ? { [K in keyof E['params']]: z.output<E['params'][K]> }
    : Record<string, never>;
  query: E['query'] extends ZodType ? z.output<E['query']> : undefined;
  body: E['body'] extends ZodType ? z.output<E['body']> : undefined;
};

/** The answer's type: what the handler returns and what the app receives. */
export type EndpointOutput<E extends EndpointDefinition> = E['response'] extends ZodType
  ? z.output<E['response']>
  : E['produces'] extends string
    ? unknown
    : void;

/** `/api/vacations/:id` with `{ id: 3 }` → `/api/vacations/3`; a missing parameter is a programming error. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`${path}: the path parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}

/** A query object as a URL's search string ('' when empty); undefined and null values are left out. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * What a browser needs of an endpoint to call it: its method, path and query-cache resource, typed by its definition
 * (`__definition` is never set: it carries the definition's type only). The apps call by these
 * (`endpointRoutes`, generated from the definitions), so their bundles hold no schema and no zod for a call.
 */
export interface EndpointRoute<E extends EndpointDefinition = EndpointDefinition> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly resource: E['resource'];
  /** Set when a write made with no network is kept and sent later (`EndpointDefinition.offline`). */
  readonly offline?: E['offline'];
  readonly __definition?: E;
}

/** The routes of every group of definitions, group by group. */
export type RoutesOf<G> = {
  [K in keyof G]: { [N in keyof G[K]]: G[K][N] extends EndpointDefinition ? EndpointRoute<G[K][N]> : never };
};
