import { z, type ZodType } from 'zod';
import type { ServiceName } from './catalogue';
import { pageOf, pageQuery } from './paging';
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

const pathIdLabels = new WeakMap<ZodType, string>();
const MAX_ID = 2_147_483_647;

/**
 * A positive integer id in the path. Anything else — not a number, zero, too large — answers 404 "<label> not
 * found", as a missing record does: an id is never a validation error.
 */
export function pathId(label: string) {
  const schema = z.number().int().positive().max(MAX_ID);
  pathIdLabels.set(schema, label);
  return schema;
}

/** The label a `pathId` schema names in its 404, or undefined for other path parameters. */
export function pathIdLabel(schema: ZodType): string | undefined {
  return pathIdLabels.get(schema);
}

type Input<S> = S extends ZodType ? z.input<S> : never;

/** The five calls `recordEndpoints` defines. */
export type RecordCall = 'list' | 'get' | 'create' | 'update' | 'remove';

export interface RecordEndpointsSpec<Item, Create, Update, Query, Page> {
  /** What an id that finds nothing answers: '<label> not found' (404). */
  label: string;
  /** One record in the summaries ('essential'); the label in lower case when absent. */
  noun?: string;
  /** Summaries that say more than the plain ones ('Add an essential', 'One essential'…). */
  summaries?: Partial<Record<RecordCall, string>>;
  /** One record, the answer of get, create and update. */
  item: Item;
  create: Create;
  update: Update;
  /** The list's query; `pageQuery` (cursor and limit) when absent. */
  query?: Query;
  /** The list's answer; `pageOf(item)` when absent. */
  page?: Page;
}

/**
 * The five calls of a simple record of a family: list (a page at a time), get, create (201), update (PATCH) and
 * remove (204) at `/api/<things>` and `/api/<things>/:id`, every member allowed (the service's rules decide the
 * rest). A group with more calls spreads these and adds its own; one with fewer leaves some out.
 *
 * ```ts
 * export const schoolEndpoints = recordEndpoints('school', 'schools', 'schools', {
 *   label: 'School',
 *   item: school,
 *   create: createSchoolBody,
 *   update: updateSchoolBody,
 * });
 * ```
 */
export function recordEndpoints<
  const S extends EndpointService,
  const R extends string,
  const P extends string,
  Item extends ZodType,
  Create extends ZodType,
  Update extends ZodType,
  Query extends ZodType = typeof pageQuery,
  Page extends ZodType = ReturnType<typeof pageOf<Item>>,
>(service: S, resource: R, things: P, spec: RecordEndpointsSpec<Item, Create, Update, Query, Page>) {
  const { label, noun = label.toLowerCase(), summaries = {} } = spec;
  const endpoint = endpointsFor(service, resource);
  const path = `/api/${things}` as const;
  const one = `/api/${things}/:id` as const;
  const id = { id: pathId(label) };
  const a = /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
  return {
    list: endpoint({
      method: 'GET',
      path,
      summary: summaries.list ?? `The family's ${noun} records the caller may see, a page at a time`,
      query: (spec.query ?? pageQuery) as Query,
      response: (spec.page ?? pageOf(spec.item)) as Page,
    }),
    get: endpoint({
      method: 'GET',
      path: one,
      summary: summaries.get ?? `One ${noun}`,
      params: id,
      response: spec.item,
    }),
    create: endpoint({
      method: 'POST',
      path,
      summary: summaries.create ?? `Add ${a}`,
      body: spec.create,
      response: spec.item,
      status: 201,
    }),
    update: endpoint({
      method: 'PATCH',
      path: one,
      summary: summaries.update ?? `Edit ${a}`,
      params: id,
      body: spec.update,
      response: spec.item,
    }),
    remove: endpoint({ method: 'DELETE', path: one, summary: summaries.remove ?? `Delete ${a}`, params: id }),
  } satisfies Record<RecordCall, EndpointDefinition>;
}

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
