import type { ZodType } from 'zod';
import { endpointsFor, type EndpointDefinition, type EndpointService } from './endpoint';
import { pageOf, pageQuery } from './paging';
import { pathId } from './path-id';

// A record's five endpoints from one spec (its own module: it needs zod at run time, endpoint.ts does not).

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
