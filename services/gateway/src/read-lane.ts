import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import proxyaddr from 'proxy-addr';
import { errorCodes, platformEndpoints } from '@familyhub/contracts';
import { HttpError } from '@familyhub/server-kit';
import { isRead } from './proxy';
import { serviceFor } from './routes';

/**
 * The express routes of the gateway's own under /api (its definitions, bound in app.ts). Express matches a route
 * case-insensitively and with or without a trailing slash, so the lane compares the same way and leaves every
 * spelling of them to express.
 */
const GATEWAY_ROUTES = new Set(Object.values(platformEndpoints).map(({ path }) => path.toLowerCase()));

export interface ReadLaneOptions {
  /** Express's compiled "trust proxy" (`app.get('trust proxy fn')`): which peers' X-Forwarded-* count. */
  trust: (address: string, hop: number) => boolean;
  /** App-level middleware, in express's order (metrics, security headers). */
  app: readonly RequestHandler[];
  /** The /api chain, in express's order: they see `baseUrl` '/api' and `path` below it, as under `app.use('/api')`. */
  api: readonly RequestHandler[];
  /** The handler that forwards a call to its service. */
  forward: RequestHandler;
  /** The /api error handler. */
  errors: ErrorRequestHandler;
}

/**
 * Reads forwarded to a service (GET and HEAD without a body: most of the platform's calls) answered by the gateway's
 * same middleware, in the same order, without express (issue #16). Express's per-request set-up (a new prototype
 * for every request and response) and its helpers cost about half of the gateway's CPU a call, measured with
 * `bench/gateway-hop.mjs`.
 *
 * `handle` returns false, having done nothing, for anything else: writes, bodies, the gateway's own routes and paths
 * no service answers — express answers those, and stays the reference. The lane gives Node's request the few
 * express helpers that middleware reads (`path`, `get`, `ip`, `protocol`, `secure`; `res.locals`, `status`, `json`),
 * computed as express computes them; `read-lane.test.ts` holds its answers to express's.
 */
export function createReadLane(options: ReadLaneOptions) {
  const chain = [...options.app, ...options.api, options.forward];
  const apiFrom = options.app.length;
  const forwardAt = chain.length - 1;

  return {
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      const path = readPathOf(req);
      if (path === null) return false;
      const request = expressLike(req, res, path, options.trust);
      let at = 0;
      const next = (err?: unknown): void => {
        if (err !== undefined && err !== null && err !== 'route') {
          options.errors(err, request, res as Response, () => undefined);
          return;
        }
        if (at === forwardAt) {
          // Leaving the /api chain, as express does when a mounted layer ends.
          request.baseUrl = '';
          request.path = path;
        } else if (at === apiFrom) {
          request.baseUrl = '/api';
          request.path = path.slice('/api'.length);
        }
        const handler = chain[at++];
        if (!handler) {
          next(new HttpError(404, errorCodes.notFound, `No route for ${req.method} ${path}`));
          return;
        }
        try {
          const result: unknown = handler(request, res as Response, next);
          if (result instanceof Promise) result.catch(next);
        } catch (thrown) {
          next(thrown);
        }
      };
      next();
      return true;
    },
  };
}

/** The path of a read the lane answers, or null when express should. */
function readPathOf(req: IncomingMessage): string | null {
  if (!isRead(req)) return null;
  const url = req.url ?? '';
  if (!url.startsWith('/api/')) return null;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const lower = path.toLowerCase();
  if (GATEWAY_ROUTES.has(lower.endsWith('/') ? lower.slice(0, -1) : lower)) return null;
  return serviceFor(path) ? path : null;
}

type LaneRequest = Request & { path: string; baseUrl: string };

/** Node's request and response with the express helpers the gateway's middleware reads, as own properties. */
function expressLike(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  trust: ReadLaneOptions['trust'],
): LaneRequest {
  const request = req as LaneRequest;
  const response = res as Response;
  const get = (name: string) => headerOf(req, name);
  const secure = protocolOf(req, trust) === 'https';
  Object.assign(request, {
    path,
    baseUrl: '',
    originalUrl: req.url,
    protocol: secure ? 'https' : 'http',
    secure,
    ip: proxyaddr(req, trust),
    get,
    header: get,
  });
  Object.assign(response, {
    locals: {},
    status(code: number) {
      res.statusCode = code;
      return response;
    },
    json(body: unknown) {
      const text = JSON.stringify(body);
      if (!res.hasHeader('content-type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(text));
      res.end(req.method === 'HEAD' ? undefined : text);
      return response;
    },
  });
  return request;
}

/** Express's `req.get`: a header by name, Referer and Referrer being one. */
function headerOf(req: IncomingMessage, name: string): string | undefined {
  const lower = name.toLowerCase();
  if (lower === 'referer' || lower === 'referrer')
    return (req.headers.referrer as string | undefined) ?? req.headers.referer;
  return req.headers[lower] as string | undefined;
}

/** Express's `req.protocol`: the socket's, or X-Forwarded-Proto's first value from a trusted peer. */
function protocolOf(req: IncomingMessage, trust: ReadLaneOptions['trust']): string {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (!trust(req.socket.remoteAddress ?? '', 0)) return own;
  const header = headerOf(req, 'x-forwarded-proto') || own;
  const comma = header.indexOf(',');
  return (comma === -1 ? header : header.slice(0, comma)).trim();
}
