import { Router, type Request, type Response } from 'express';
import {
  pathIdLabel,
  type EndpointDefinition,
  type EndpointOutput,
  type EndpointParsedInput,
} from '@familyhub/contracts';
import type { Caller } from '../caller';
import { forbidden, HttpError, parse, parseId } from '../errors';
import { runtimeMode } from '../runtime-mode';
import { callerOf } from '../service';

/** What a handler gets: the parsed params, query and body, and the signed-in caller (401 when there is none). */
export type EndpointHandlerInput<E extends EndpointDefinition> = EndpointParsedInput<E> & {
  readonly caller: Caller;
};

export type EndpointHandler<E extends EndpointDefinition> = (
  input: EndpointHandlerInput<E>,
  req: Request,
  res: Response,
) => Promise<EndpointOutput<E>> | EndpointOutput<E>;

/** Binds one handler to its definition on a router (see `endpointRouter`). */
export type BindEndpoint = <E extends EndpointDefinition>(endpoint: E, handler: EndpointHandler<E>) => void;

const methods = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/**
 * Answers are checked against their schema where the tests run (NODE_ENV=test) or when FAMILYHUB_CHECK_ANSWERS=1:
 * an answer that differs from its definition is a 500 there, never a silent drift. Production sends it unchecked.
 */
let checkAnswers: boolean | undefined;
function answersChecked(): boolean {
  checkAnswers ??= runtimeMode().environment === 'test' || process.env.FAMILYHUB_CHECK_ANSWERS === '1';
  return checkAnswers;
}

function parseParams(endpoint: EndpointDefinition, raw: Record<string, string>): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(endpoint.params ?? {})) {
    const label = pathIdLabel(schema);
    parsed[name] = label ? parseId(raw[name], label) : parse(schema, raw[name]);
  }
  return parsed;
}

function checkAnswer(endpoint: EndpointDefinition, answer: unknown): void {
  if (!endpoint.response) return;
  // As the browser will read it: dates as strings, undefined fields gone.
  const wire: unknown = answer === undefined ? undefined : JSON.parse(JSON.stringify(answer));
  const result = endpoint.response.safeParse(wire);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new HttpError(
      500,
      'answer_mismatch',
      `${endpoint.method} ${endpoint.path} answered outside its definition: ${first?.path.join('.') || '(root)'} ${first?.message ?? ''}`,
      result.error.issues,
    );
  }
}

/**
 * Serves `endpoint` with `handler`: the access rule first (403 with the definition's refusal), then path ids (404
 * when not an id), query and body parsed by their schemas (400 with the contract's message), then the answer with
 * the definition's status — 204 when it declares no answer.
 */
export function bindEndpoint<E extends EndpointDefinition>(
  router: Router,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  router[methods[endpoint.method]](endpoint.path, async (req, res) => {
    const caller = endpoint.public ? (req.caller ?? null) : callerOf(req);
    if (endpoint.access && !endpoint.access.roles.includes(callerOf(req).role)) {
      throw forbidden(endpoint.access.refusal);
    }
    const input = {
      caller,
      params: parseParams(endpoint, req.params as Record<string, string>),
      query: endpoint.query ? parse(endpoint.query, req.query) : undefined,
      // A call with no body at all is read as {}: the contract then names the missing fields.
      body: endpoint.body ? parse(endpoint.body, req.body ?? {}) : undefined,
    } as EndpointHandlerInput<E>;
    const answer = await handler(input, req, res);
    if (endpoint.produces || res.headersSent) return;
    if (!endpoint.response) {
      res.status(204).end();
      return;
    }
    if (answersChecked()) checkAnswer(endpoint, answer);
    res.status(res.statusCode !== 200 ? res.statusCode : (endpoint.status ?? 200)).json(answer);
  });
}

/** A router whose routes are all bound to definitions: `endpointRouter((bind) => bind(list, handler))`. */
export function endpointRouter(define: (bind: BindEndpoint) => void): Router {
  const router = Router();
  define((endpoint, handler) => bindEndpoint(router, endpoint, handler));
  return router;
}

/** The request's id as the logs carry it, to pass on to the services a handler calls (their logs then match). */
export const requestIdOf = (req: Request): string | undefined =>
  req.id === undefined ? undefined : String(req.id);
