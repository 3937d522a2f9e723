import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express, type Request, type RequestHandler } from 'express';
import {
  domainIds,
  errorCodes,
  platformEndpoints,
  remoteEntryOrigin,
  type DomainId,
} from '@familyhub/contracts';
import {
  CALLER_HEADER,
  HttpError,
  signCaller,
  REQUEST_ID_HEADER,
  addReadinessCheck,
  apiMessagesReady,
  bindEndpoint,
  createServiceMetrics,
  errorHandler,
  injectTraceContext,
  readSessionCookie,
  readinessHandler,
  requestLogging,
  traceRequests,
  type ServiceName,
} from '@familyhub/server-kit';
import { bodyLimitOf, limitStreamedBody } from './body-limit';
import { clientAddress } from './client-address';
import { addressRateLimit, type SharedRateCounter } from './address-rate-limit';
import {
  apiTokenKey,
  apiTokenRefusal,
  bearerTokenOf,
  createApiTokenResolver,
  invalidApiToken,
  tokenForbidden,
} from './api-tokens';
import { csrfProtection, hostCheck } from './csrf';
import { domainRefusal } from './domain-gate';
import { domainRegistry } from './domains';
import { errorBody } from './error-answer';
import { createPlatformRegistry } from './platform-registry';
import { createReadLane } from './read-lane';
import { healthReport } from './health';
import { createLiveStreams, type LiveStreamsOptions } from './live/live-streams';
import { serviceProxy } from './proxy';
import { isPublicCall, serviceFor } from './routes';
import { createSessionResolver, type SharedSessionCache } from './session';
import { securityHeaders, staticFrontends } from './static';
import { apiDocsRouter } from './api-docs';
import type { ShellBoot } from './shell-boot';

export interface GatewayOptions {
  /** Base URL of every service (`serviceUrl(name)` in production). */
  services: Record<ServiceName, string>;
  /** HMAC key the caller header is signed with (shared with every service). */
  internalKey: string;
  /** The repo's `apps` folder (holds `<app>/dist`); omit to serve /api only. */
  appsDir?: string;
  /**
   * The public origins FamilyHub is served at (PUBLIC_ORIGIN, e.g. https://hub.example.org): /api answers only
   * under these hosts or a loopback name, and state-changing calls only from these origins or the loopback one.
   */
  allowedOrigins?: string[];
  /**
   * Express "trust proxy" setting (TRUST_PROXY): which peers' X-Forwarded-For / -Proto the gateway believes.
   * Default: none — the socket's address is the client's, and a browser-sent header changes nothing.
   */
  trustProxy?: boolean | string | number;
  /** Requests per minute per client address (IPv6: per /64), and per personal API token; 0 turns a limit off. */
  rateLimits?: { apiPerMinute?: number; anonymousIdentityPerMinute?: number; apiTokenPerMinute?: number };
  /**
   * Counts the per-minute limits across every gateway instance (`createRedisRateCounter` when `REDIS_URL` is set);
   * without it each gateway counts its own calls.
   */
  sharedRateCounter?: SharedRateCounter;
  /** Resolved sessions shared by every gateway (`createRedisSessionCache` when `REDIS_URL` is set). */
  sharedSessionCache?: SharedSessionCache;
  sessionCacheMs?: number;
  /** How long a resolved personal API token is reused in this gateway (ms, default 5000). */
  apiTokenCacheMs?: number;
  /** How long a read of identity's domain registry is reused (ms, default 5000, at most 10 000). */
  registryCacheMs?: number;
  connectTimeoutMs?: number;
  responseTimeoutMs?: number;
  healthTimeoutMs?: number;
  /** GET /api/live: caps, re-check and keep-alive intervals, upstream timing (defaults in live/live-streams.ts). */
  live?: Pick<LiveStreamsOptions, 'limits' | 'recheckMs' | 'keepAliveMs' | 'upstream'>;
  /** Forwarded reads answered outside express (read-lane.ts); default on. Off, express answers every call. */
  readLane?: boolean;
}

const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

type ExpressHandle = (req: IncomingMessage, res: ServerResponse, done?: (err?: unknown) => void) => void;

/** Every /api call from one address (a household behind one IPv4 address included). */
export const DEFAULT_API_PER_MINUTE = 1200;
/** Sign-up, sign-in, its second step and demo access from one address: the calls anyone can make. */
export const DEFAULT_ANONYMOUS_IDENTITY_PER_MINUTE = 30;
/** Every /api call made with one personal API token, from wherever it is sent. */
export const DEFAULT_API_TOKEN_PER_MINUTE = 240;

const ANONYMOUS_IDENTITY_CALLS = new Set([
  '/api/auth/sign-up',
  '/api/auth/sign-in',
  '/api/auth/sign-in/2fa',
  '/api/auth/demo-sign-in',
]);

/** Keeps a well-formed incoming request id (so a trace can span the browser), otherwise makes one. */
const requestIdOf: RequestHandler = (req, _res, next) => {
  const given = req.headers[REQUEST_ID_HEADER];
  if (typeof given !== 'string' || !SAFE_REQUEST_ID.test(given))
    req.headers[REQUEST_ID_HEADER] = randomUUID();
  next();
};

/** A client never gets to say who it is: only the gateway signs the caller. */
const stripCallerHeader: RequestHandler = (req, _res, next) => {
  delete req.headers[CALLER_HEADER];
  next();
};

const bodySizeLimit: RequestHandler = (req, _res, next) => {
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > bodyLimitOf(req)) {
    next(new HttpError(413, errorCodes.tooLarge, 'The request body is too large'));
    return;
  }
  next();
};

/** The `route` label of a call no gateway route answers: its service for /api, the frontends' files otherwise. */
function gatewayRouteOf(req: Request, res: Parameters<RequestHandler>[1]): string {
  if (typeof res.locals.metricsRoute === 'string') return res.locals.metricsRoute;
  return req.path === '/api' || req.path.startsWith('/api/') ? '(unmatched)' : 'static';
}

/**
 * The one origin of FamilyHub: the shell, the remotes and every /api call. Its metrics are not served here (this
 * is the public port): `metricsOf(app)` hands them to main.ts, which serves /metrics on METRICS_PORT.
 */
export function createGatewayApp(options: GatewayOptions): Express {
  // Its error sentences in every language FamilyHub speaks (ADR 0023), in by the first call.
  void apiMessagesReady();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  const metrics = createServiceMetrics({ service: 'gateway', routeOf: gatewayRouteOf });
  app.locals.metrics = metrics;
  // Every answer's first two steps; the read lane runs the same ones.
  const appChain: RequestHandler[] = [metrics.middleware, securityHeaders];
  app.use(...appChain);

  // Liveness: the process answers. Readiness: identity (sessions, the domain registry) answers its own /ready;
  // a domain service being down is that domain's 503, not a reason to take the whole origin out of rotation.
  app.get('/health', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', service: 'gateway' });
  });
  addReadinessCheck(app, {
    name: 'identity',
    async check() {
      const res = await fetch(`${options.services.identity}/ready`, {
        signal: AbortSignal.timeout(options.healthTimeoutMs ?? 1000),
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`identity is not ready (${res.status})`);
    },
  });
  app.get('/ready', readinessHandler(app, 'gateway'));
  // Never on the public port (docs/architecture.md "Operating"): not even the SPA fallback answers here.
  app.all('/metrics', (_req, res) => {
    res.status(404).json(errorBody(_req, errorCodes.notFound, 'No route for /metrics'));
  });

  const sessions = createSessionResolver({
    identityUrl: options.services.identity,
    internalKey: options.internalKey,
    cacheMs: options.sessionCacheMs,
    shared: options.sharedSessionCache,
  });
  const apiTokens = createApiTokenResolver({
    identityUrl: options.services.identity,
    internalKey: options.internalKey,
    cacheMs: options.apiTokenCacheMs,
  });
  const registry = createPlatformRegistry({
    identityUrl: options.services.identity,
    internalKey: options.internalKey,
    cacheMs: options.registryCacheMs,
  });
  const live = createLiveStreams({
    ...options.live,
    sessions,
    registry,
    services: Object.fromEntries(domainIds.map((id) => [id, options.services[id]])) as Record<
      DomainId,
      string
    >,
    internalKey: options.internalKey,
  });
  const proxies = Object.fromEntries(
    (Object.entries(options.services) as [ServiceName, string][]).map(([service, target]) => [
      service,
      serviceProxy({
        service,
        target,
        internalKey: options.internalKey,
        connectTimeoutMs: options.connectTimeoutMs ?? 2000,
        responseTimeoutMs: options.responseTimeoutMs ?? 30_000,
        // A sign-out, a new plan or a changed role is seen on the very next call.
        onResponse:
          service === 'identity'
            ? (req, statusCode) => {
                if (req.method === 'GET' || req.method === 'HEAD') return;
                forgetSession(req);
                // A token revoked, a member removed or their role changed: tokens are asked for afresh.
                apiTokens.forgetAll();
                // Sign out everywhere, a revoked session, a removed member: their live streams end now.
                live.afterIdentityAnswer(req, statusCode);
              }
            : undefined,
      }),
    ]),
  ) as Record<ServiceName, RequestHandler>;

  function forgetSession(req: Request) {
    const token = readSessionCookie(req.headers.cookie, req.secure);
    if (token) sessions.forget(token);
  }

  // Every /api call's checks, in order; the read lane runs the same ones.
  const apiChain: RequestHandler[] = [
    // Personal answers are never cached on the way; a service that allows caching says so itself.
    (_req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      next();
    },
    hostCheck(options.allowedOrigins),
    clientAddress,
    requestIdOf,
    // The trace of a call starts here (or continues the browser's traceparent), carrying the request id.
    traceRequests('gateway'),
    requestLogging('gateway'),
    stripCallerHeader,
    addressRateLimit(
      {
        perMinute: options.rateLimits?.apiPerMinute ?? DEFAULT_API_PER_MINUTE,
        message: 'Too many requests from your network. Please wait a minute and try again.',
        shared: options.sharedRateCounter && { counter: options.sharedRateCounter, name: 'api' },
      },
      (req) => req.path !== '/health',
    ),
    addressRateLimit(
      {
        perMinute: options.rateLimits?.anonymousIdentityPerMinute ?? DEFAULT_ANONYMOUS_IDENTITY_PER_MINUTE,
        message: 'Too many sign-in attempts from your network. Please wait a minute and try again.',
        shared: options.sharedRateCounter && {
          counter: options.sharedRateCounter,
          name: 'anonymous-identity',
        },
      },
      (req) => req.method === 'POST' && ANONYMOUS_IDENTITY_CALLS.has(req.baseUrl + req.path),
    ),
    addressRateLimit(
      {
        perMinute: options.rateLimits?.apiTokenPerMinute ?? DEFAULT_API_TOKEN_PER_MINUTE,
        message: 'Too many requests with this API token. Please wait a minute and try again.',
        shared: options.sharedRateCounter && { counter: options.sharedRateCounter, name: 'api-token' },
        keyOf: (req) => apiTokenKey(bearerTokenOf(req) ?? ''),
      },
      (req) => bearerTokenOf(req) !== null,
    ),
    csrfProtection(options.allowedOrigins),
  ];
  app.use('/api', ...apiChain);

  bindEndpoint(app.router, platformEndpoints.health, async (_input, _req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const report = await healthReport(options.services, options.healthTimeoutMs ?? 1000);
    // 503 while any service is down, so load balancers and readiness probes can read the status code alone.
    res.status(report.status === 'ok' ? 200 : 503);
    return report;
  });
  // Public, but answered for the signed-in caller's plan when there is a session.
  bindEndpoint(app.router, platformEndpoints.domains, async (_input, req, res) => {
    const token = readSessionCookie(req.headers.cookie, req.secure);
    const session = token ? await sessions.resolve(token, String(req.id)).catch(() => null) : null;
    const switches = await registry.current();
    res.setHeader('Cache-Control', 'no-store');
    return domainRegistry(switches, session?.caller.plan ?? null);
  });

  // The published API: its OpenAPI document and reference page (api-docs.ts).
  app.use(apiDocsRouter());

  // One live-update stream per page, fanned in from every enabled domain (live/live-streams.ts): a browser's. A
  // personal API token is refused first; then the session cookie's caller, which the definition requires.
  app.get(
    platformEndpoints.live.path,
    (req, _res, next) => next(bearerTokenOf(req) === null ? undefined : tokenForbidden('open live updates')),
    live.signedIn,
  );
  bindEndpoint(app.router, platformEndpoints.live, (_input, req, res) => live.open(req, res));
  metrics.countLiveStreams(() => live.counts().streams);

  // Not mounted at a path, so req.url keeps the full path the proxy forwards unchanged.
  const forwardToService: RequestHandler = (req, res, next) => {
    if (req.path !== '/api' && !req.path.startsWith('/api/')) return next();
    const service = serviceFor(req.path);
    if (!service) {
      next(new HttpError(404, errorCodes.notFound, `No route for ${req.method} ${req.path}`));
      return;
    }
    res.locals.metricsRoute = `proxy:${service}`;
    bodySizeLimit(req, res, (err?: unknown) => {
      if (err) return next(err);
      limitStreamedBody(req, res);
      forward(req, res, next, service, req.path).catch(next);
    });
  };
  app.use(forwardToService);

  async function forward(
    req: Request,
    res: Parameters<RequestHandler>[1],
    next: Parameters<RequestHandler>[2],
    service: ServiceName,
    path: string,
  ) {
    const bearer = bearerTokenOf(req);
    if (bearer !== null) return forwardWithApiToken(req, res, next, service, path, bearer);
    const token = readSessionCookie(req.headers.cookie, req.secure);
    const isPublic = isPublicCall(req.method, path);
    if (isPublic && service === 'identity' && path === '/api/auth/sign-out') {
      forgetSession(req);
      live.endSessionOf(req);
    }
    let session = null;
    if (token && !(isPublic && path !== '/api/auth/sign-out')) {
      try {
        session = await sessions.resolve(token, String(req.id));
      } catch (err) {
        // Signing out must still reach identity (which will answer for itself if it can).
        if (!isPublic) throw err;
      }
    }
    const caller = session?.caller ?? null;
    if (!caller && !isPublic) {
      res.status(401).json(errorBody(req, errorCodes.unauthenticated, 'Please sign in to continue'));
      return;
    }
    // Set before any refusal, so the gateway's own errors speak the member's language too (issue #35).
    req.caller = caller;
    // Domains switched per plan (identity's registry): a killed or switched-off domain never sees the call.
    const refusal = domainRefusal(service, await registry.current(), caller, session?.access ?? null);
    if (refusal) throw refusal;
    // Domain services trust only the signed caller; the session token stays between browser and identity.
    if (service !== 'identity') delete req.headers.cookie;
    // The service's span becomes a child of this request's (the proxy forwards req.headers).
    injectTraceContext(req.headers);
    proxies[service](req, res, next);
  }

  /**
   * A call with `Authorization: Bearer fh_…` (a personal API token): it acts as the token's member, with their role
   * and plan, within the token's scope and domains; the session cookie, if any, is not used at all.
   */
  async function forwardWithApiToken(
    req: Request,
    res: Parameters<RequestHandler>[1],
    next: Parameters<RequestHandler>[2],
    service: ServiceName,
    path: string,
    bearer: string,
  ) {
    const resolved = await apiTokens.resolve(bearer, String(req.id));
    if (!resolved) throw invalidApiToken();
    const refusal =
      apiTokenRefusal(req.method, path, service, resolved.token) ??
      domainRefusal(service, await registry.current(), resolved.caller, resolved.access);
    if (refusal) throw refusal;
    req.caller = resolved.caller;
    // Services see neither the token nor a cookie: only the signed caller.
    delete req.headers.authorization;
    delete req.headers.cookie;
    injectTraceContext(req.headers);
    proxies[service](req, res, next);
  }

  app.use('/api', errorHandler);

  if (options.readLane !== false) {
    const lane = createReadLane({
      trust: app.get('trust proxy fn') as (address: string, hop: number) => boolean,
      app: appChain,
      api: apiChain,
      forward: forwardToService,
      errors: errorHandler,
    });
    // Express calls `app.handle` for each request it is given (a server's, supertest's): the lane goes first.
    const expressHandle = (app as unknown as { handle: ExpressHandle }).handle.bind(app);
    (app as unknown as { handle: ExpressHandle }).handle = (req, res, done) => {
      if (!lane.handle(req, res)) expressHandle(req, res, done);
    };
  }

  /** The shell page's boot data: what `GET /api/auth/me` and `GET /api/platform/domains` would answer this request. */
  async function shellBoot(req: Request): Promise<ShellBoot> {
    const token = readSessionCookie(req.headers.cookie, req.secure);
    const requestId = randomUUID();
    // Identity unreachable rejects: the page is then served without boot data and the shell asks for itself.
    const resolved = token ? await sessions.resolve(token, requestId) : null;
    const domains = domainRegistry(await registry.current(), resolved?.caller.plan ?? null);
    if (!resolved) return { session: null, domains };
    const mePath = '/api/auth/me';
    const me = await fetch(options.services.identity + mePath, {
      headers: {
        cookie: req.headers.cookie ?? '',
        [REQUEST_ID_HEADER]: requestId,
        [CALLER_HEADER]: signCaller(options.internalKey, {
          caller: resolved.caller,
          method: 'GET',
          path: mePath,
          audience: 'identity',
          requestId,
        }),
      },
      signal: AbortSignal.timeout(options.connectTimeoutMs ?? 2000),
    });
    if (me.status === 401) return { session: null, domains };
    if (!me.ok) throw new Error(`identity answered ${me.status} for ${mePath}`);
    return { session: (await me.json()) as unknown, domains };
  }

  if (options.appsDir) {
    app.use(
      staticFrontends({
        appsDir: options.appsDir,
        boot: shellBoot,
        // A domain shipped alone on an origin of its own (the registry's remote entry): the shell page may load it.
        async remoteOrigins() {
          const origins = [...(await registry.current()).values()].map((d) =>
            remoteEntryOrigin(d.remoteEntry),
          );
          return [...new Set(origins.filter((o): o is string => o !== null))].sort();
        },
      }),
    );
  }
  return app;
}
