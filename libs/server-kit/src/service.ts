import { apiMessagesReady } from './api-messages';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import { CALLER_HEADER, REQUEST_ID_HEADER, verifyCaller, type Caller, type ServiceCaller } from './caller';
import { errorHandler, forbidden, notFoundHandler, unauthenticated } from './errors';
import { servicePorts, type ServiceName } from '@familyhub/contracts';
import { jobsRouter } from './jobs';
import { traceRequests } from './tracing/tracing';
import { liveStreamRouter, type LiveEvents } from './live';
import { logger, redactSecretPath } from './logger';
import { createServiceMetrics, readinessHandler, type ServiceMetrics } from './metrics';
import { shutDownGracefully } from './shutdown';
import { idempotentWrites } from './idempotency/idempotent-writes';
import { ignoreServerManagedFields } from './server-managed';
import { refuseNulCharacters } from './text-input';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the signature check: the signed-in caller, or null for a public call. */
      caller?: Caller | null;
      /** Set by the signature check when a service acts for a family on its own (internal routes only). */
      serviceCaller?: ServiceCaller | null;
      /** Set by the signature check: the browser's address as the gateway signed it (null when none was). */
      clientAddress?: string | null;
    }
  }
}

declare module 'node:http' {
  interface IncomingMessage {
    /** This request's id (`x-request-id`), set by `requestLogging`. */
    id?: string;
    /** A logger whose lines carry this request's id, set by `requestLogging`. */
    log: Logger;
  }
}

// Ports and names come from the domain catalogue (libs/contracts/src/catalogue.ts).
export { servicePorts, serviceNames, type ServiceName } from '@familyhub/contracts';

/** Where a service listens: `<NAME>_URL` overrides the local default. */
export function serviceUrl(name: ServiceName): string {
  return process.env[`${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${servicePorts[name]}`;
}

/**
 * The request as its log line shows it: method, URL with secret path segments redacted (a calendar feed's token),
 * and the peer's address. No headers and no route params (they repeat segments of the URL, a feed's token among
 * them): the cookie and the signed caller stay out, and the line stays cheap (issue #16: the whole serialised
 * request and response, CSP header and all, cost ~140 µs of the gateway's call at `info`).
 */
export function requestLogFields(req: IncomingMessage): {
  method?: string;
  url: string;
  remoteAddress?: string;
} {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
  return { method: req.method, url: redactSecretPath(url), remoteAddress: req.socket?.remoteAddress };
}

/** Liveness, readiness and the metrics scrape: asked every few seconds, never logged. */
const PROBE_PATHS = new Set(['/health', '/ready', '/metrics']);

/**
 * One line per answered request (method, redacted URL, status, time), and `req.log` for a handler's own lines,
 * carrying only the request id (`reqId`) that ties them to the request's line.
 *
 * Our own, not pino-http (issue #16): pino-http made two child loggers a request, one bound to the whole request,
 * and pino serialises a child's bindings when the child is made — headers, redaction and JSON on every call even at
 * LOG_LEVEL=warn, where no request line is written (~140 µs of the gateway's ~540 µs a proxied call, measured with
 * the gateway alone on one core). Here `req.log` is bound to the request id alone, and the request line is built
 * only when it is written: at `info` for an answer, at `error` for a 5xx.
 */
export function requestLogging(name: string, base: Logger = logger): RequestHandler {
  const serviceLog = base.child({ service: name });
  return (req, res, next) => {
    const id = (req.headers[REQUEST_ID_HEADER] as string | undefined) ?? randomUUID();
    res.setHeader(REQUEST_ID_HEADER, id);
    req.id = id;
    req.log = serviceLog.child({ reqId: id });
    if (!PROBE_PATHS.has(req.url ?? '')) {
      const started = Date.now();
      const done = (err?: Error) => {
        res.off('finish', done);
        res.off('close', done);
        res.off('error', done);
        writeRequestLine(serviceLog, req, res, id, Date.now() - started, err);
      };
      res.on('finish', done);
      res.on('close', done);
      res.on('error', done);
    }
    next();
  };
}

function writeRequestLine(
  log: Logger,
  req: Request,
  res: Response,
  reqId: string,
  responseTime: number,
  err: Error | undefined,
) {
  const failed = err !== undefined || res.statusCode >= 500;
  const level = failed ? 'error' : 'info';
  if (!log.isLevelEnabled(level)) return;
  const line = {
    reqId,
    req: requestLogFields(req),
    res: { statusCode: res.headersSent ? res.statusCode : null },
    responseTime,
  };
  if (!failed) log.info(line, res.writableFinished ? 'request completed' : 'request aborted');
  else
    log.error(
      { ...line, err: err ?? new Error(`failed with status code ${res.statusCode}`) },
      'request errored',
    );
}

/** Where a service caller may go: the service-to-service routes, which the gateway never forwards. */
const INTERNAL_PREFIX = '/internal/';

/**
 * Refuses every call that does not carry the gateway's valid signature made out to this service (401), and a
 * service caller anywhere
 * but on `/internal/` paths (403): a public `/api` route only ever sees a member or nobody.
 */
export function requireSignature(internalKey: string, serviceName: string): RequestHandler {
  return (req, _res, next) => {
    const envelope = verifyCaller(
      internalKey,
      req.header(CALLER_HEADER),
      req.method,
      req.originalUrl,
      serviceName,
    );
    if (!envelope) {
      next(unauthenticated('This service only answers calls signed by the gateway'));
      return;
    }
    if (envelope.service && !req.originalUrl.startsWith(INTERNAL_PREFIX)) {
      next(forbidden('A service acting for a family can only call internal routes'));
      return;
    }
    req.caller = envelope.caller;
    req.serviceCaller = envelope.service ?? null;
    req.clientAddress = envelope.client ?? null;
    next();
  };
}

/** The browser's address as the gateway signed it; null for a call that carried none (a service's own call). */
export function clientAddressOf(req: Request): string | null {
  return req.clientAddress ?? null;
}

/** The signed-in caller, or 401. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw unauthenticated();
  return req.caller;
}

/**
 * Who an internal route acts for: a signed-in member forwarded by a service, or a service acting for a family
 * on its own (a scheduled job). Either way the family comes from the signed envelope, never from the body.
 */
export type FamilyCaller =
  | { kind: 'member'; familyId: number; member: Caller }
  | { kind: 'service'; familyId: number; service: string };

/** For internal routes only: the member or the service caller, or 401 when there is neither. */
export function familyCallerOf(req: Request): FamilyCaller {
  if (req.caller) return { kind: 'member', familyId: req.caller.familyId, member: req.caller };
  if (req.serviceCaller) {
    return { kind: 'service', familyId: req.serviceCaller.familyId, service: req.serviceCaller.service };
  }
  throw unauthenticated('This route needs a member or a service acting for a family');
}

export interface ServiceAppOptions {
  name: string;
  internalKey: string;
  /** Mounts the service's routers. */
  routes(app: Express): void;
  bodyLimit?: string;
  /**
   * The service's live changes (`createLiveEvents('<domain>')`, handed to the features that publish). Every service
   * answers `GET /internal/live/stream` for the gateway; without this option nothing is ever published on it.
   */
  live?: LiveEvents<string>;
}

/** What a service that publishes nothing streams: keep-alives only. */
function silentLiveEvents(): LiveEvents<string> {
  return { publish: () => undefined, subscribe: () => () => undefined };
}

/**
 * The common frame of every domain service: logs, metrics, liveness and readiness, signature check, JSON body,
 * JSON errors. `/health`, `/ready` and `/metrics` answer without a signature on the service's own port only: the
 * gateway forwards nothing but `/api/*` (docs/architecture.md "Operating").
 */
export function createServiceApp(options: ServiceAppOptions): Express {
  // Its error sentences in every language FamilyHub speaks (ADR 0023), in by the first call.
  void apiMessagesReady();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const metrics: ServiceMetrics = createServiceMetrics({ service: options.name });
  app.locals.metrics = metrics;
  app.use(metrics.middleware);
  // A span per request, child of the gateway's (traceparent), when tracing is on (tracing/tracing.ts).
  app.use(traceRequests(options.name));
  app.use(requestLogging(options.name));
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', service: options.name });
  });
  app.get('/ready', readinessHandler(app, options.name));
  app.get('/metrics', metrics.handler);
  // Test harnesses sign their calls out to the service they call (the envelope's audience).
  app.locals.serviceName = options.name;
  app.use(requireSignature(options.internalKey, options.name));
  app.use(express.json({ limit: options.bodyLimit ?? '1mb' }));
  app.use(refuseNulCharacters);
  app.use(ignoreServerManagedFields);
  // After the caller and the body are known: a write's Idempotency-Key is scoped to the member and bound to the body.
  app.use(idempotentWrites);
  app.use(liveStreamRouter(options.live ?? silentLiveEvents(), { openStreams: metrics.liveStreams }));
  app.use(jobsRouter(options.name));
  options.routes(app);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

/**
 * Listens on SERVICE_HOST (default 127.0.0.1: only the gateway on this machine reaches a service; a container sets
 * 0.0.0.0 and a NetworkPolicy says who may connect), and on SIGTERM / SIGINT drains (`shutDownGracefully`): stops
 * accepting, ends live streams, lets in-flight requests finish, then runs `onClose` (jobs, live broker, database).
 */
export function listen(
  app: Express,
  port: number,
  name: string,
  onClose?: () => Promise<void>,
): Promise<Server> {
  return new Promise((resolve) => {
    const host = process.env.SERVICE_HOST?.trim() || '127.0.0.1';
    const server = app.listen(port, host, () => {
      logger.info({ service: name, port, host }, `${name} listening`);
      resolve(server);
    });
    shutDownGracefully(server, { name, onClose });
  });
}
