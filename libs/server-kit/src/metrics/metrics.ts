import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Latency buckets (seconds): fine below 200 ms, the p99 goal of issue #17, coarse beyond. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5, 5, 10];

/** Probe and scrape paths are not counted as traffic. */
const UNCOUNTED_PATHS = new Set(['/metrics', '/health', '/ready']);

/** What a pg pool tells about itself (node-postgres `Pool`); PGlite has no pool and reports nothing. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface ServiceMetrics {
  registry: Registry;
  /** Counts every answer by method, route pattern and status, and observes its latency (not for event streams). */
  middleware: RequestHandler;
  /** GET /metrics: the registry in Prometheus' text format. */
  handler: RequestHandler;
  /** Live-update streams open now (a service's gateway streams, the gateway's browser streams). */
  liveStreams: Gauge;
  /** Reads the streams open at each scrape from their owner instead (the gateway's live streams). */
  countLiveStreams(count: () => number): void;
  /** Reports a database pool's use at each scrape (nothing when `stats` answers undefined: no pool). */
  trackPool(stats: () => PoolStats | undefined): void;
  /** Scheduled jobs (`createJobRunner`): each run this instance made, by job and outcome, and how long it took. */
  jobs: JobMetrics;
}

export type JobRunStatus = 'ok' | 'failed';

export interface JobMetrics {
  /** The service's jobs: each gets its series at 0 before its first run, so a rate or an alert sees it at once. */
  know(jobNames: readonly string[]): void;
  recordRun(job: string, status: JobRunStatus, seconds: number): void;
}

/** Job runs last from milliseconds (nothing due) to minutes (a renewal sweep over many subscriptions). */
export const JOB_DURATION_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300];

export interface ServiceMetricsOptions {
  /** The service's name: the `service` label on every series. */
  service: string;
  /**
   * The `route` label for an answer no Express route matched (the gateway's proxied calls: `proxy:<service>`).
   * Unmatched paths are never used as labels: a scanner must not create a series per path it tries.
   */
  routeOf?(req: Request, res: Response): string | undefined;
}

let processRegistry: Registry | undefined;

/** Node's process metrics (CPU, memory, event-loop lag, GC): one set per process, however many apps it holds. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const MATCHED_ROUTE = Symbol('matchedRoute');
const ROUTE_PATTERN = Symbol('routePattern');
type WatchedRequest = Request & { [MATCHED_ROUTE]?: unknown; [ROUTE_PATTERN]?: string };
const watchedPrototypes = new WeakSet<object>();

/**
 * Remembers the route pattern (`/api/tasks/:id`, mount path included) as Express matches it. Read at the end it
 * would be wrong: a router restores `req.baseUrl` when an error leaves it, before the error handler answers.
 * The accessor sits on the app's request prototype, defined once per app: defined on each request it cost every
 * call a property definition and a request object of a shape of its own (issue #16).
 */
function watchRoutes(req: Request): void {
  const prototype = Object.getPrototypeOf(req) as object;
  if (watchedPrototypes.has(prototype)) return;
  watchedPrototypes.add(prototype);
  Object.defineProperty(prototype, 'route', {
    configurable: true,
    enumerable: true,
    get(this: WatchedRequest) {
      return this[MATCHED_ROUTE];
    },
    set(this: WatchedRequest, value: { path?: unknown } | undefined) {
      this[MATCHED_ROUTE] = value;
      if (value?.path !== undefined) this[ROUTE_PATTERN] = `${this.baseUrl ?? ''}${String(value.path)}`;
    },
  });
}

/** One registry per app (never prom-client's global one): several apps in one process keep their own counts. */
export function createServiceMetrics(options: ServiceMetricsOptions): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: options.service });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP answers by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the end of the answer, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  let countStreams: (() => number) | undefined;
  const liveStreams = new Gauge({
    name: 'live_streams_open',
    help: 'Live-update (Server-Sent Events) streams open now',
    registers: [registry],
    collect() {
      if (countStreams) this.set(countStreams());
    },
  });

  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Scheduled job runs this instance made, by job and status (ok, failed): failures are status="failed"',
    labelNames: ['job', 'status'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'job_run_duration_seconds',
    help: 'How long each scheduled job run took, by job and status',
    labelNames: ['job', 'status'] as const,
    buckets: JOB_DURATION_BUCKETS,
    registers: [registry],
  });
  const jobs: JobMetrics = {
    know(jobNames) {
      for (const job of jobNames) {
        for (const status of ['ok', 'failed'] as const) jobRuns.inc({ job, status }, 0);
      }
    },
    recordRun(job, status, seconds) {
      jobRuns.inc({ job, status });
      jobDuration.observe({ job, status }, seconds);
    },
  };

  const middleware: RequestHandler = (req, res, next) => {
    if (UNCOUNTED_PATHS.has(req.path)) return next();
    const started = process.hrtime.bigint();
    watchRoutes(req);
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      const labels = {
        method: req.method,
        route: (req as WatchedRequest)[ROUTE_PATTERN] ?? options.routeOf?.(req, res) ?? '(unmatched)',
        // A stream the browser closed before any answer: 499, as nginx counts it.
        status: String(res.headersSent ? res.statusCode : 499),
      };
      requests.inc(labels);
      // A live stream's length is how long someone kept a page open, not latency.
      if (!String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) {
        latency.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      }
    };
    res.once('finish', record);
    res.once('close', record);
    next();
  };

  const handler: RequestHandler = async (_req, res) => {
    const text = `${await registry.metrics()}\n${await processMetrics().metrics()}`;
    res.setHeader('Cache-Control', 'no-store');
    res.type(registry.contentType).send(text);
  };

  function trackPool(stats: () => PoolStats | undefined) {
    if (!stats()) return; // no pool (PGlite): no series rather than zeros
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections: total open, idle, and callers waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const now = stats();
        if (!now) return;
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
        this.set({ state: 'waiting' }, now.waiting);
      },
    });
    new Gauge({
      name: 'db_pool_max',
      help: 'Most connections the database pool opens (DB_POOL_SIZE)',
      registers: [registry],
      collect() {
        const now = stats();
        if (now) this.set(now.max);
      },
    });
  }

  return {
    registry,
    middleware,
    handler,
    liveStreams,
    trackPool,
    jobs,
    countLiveStreams: (count) => {
      countStreams = count;
    },
  };
}

/** The metrics `createServiceApp` made for this app (for `runService` to add the database pool). */
export function metricsOf(app: Express): ServiceMetrics | undefined {
  return app.locals.metrics as ServiceMetrics | undefined;
}

/**
 * A counter of the service's own on its `/metrics` (e.g. identity's `notifications_sent_total{channel,outcome}`);
 * counts nowhere for an app without metrics.
 */
export function serviceCounter<L extends string>(
  app: Express,
  options: { name: string; help: string; labelNames: readonly L[] },
): { inc(labels: Record<L, string>): void } {
  const registry = metricsOf(app)?.registry;
  if (!registry) return { inc: () => undefined };
  const counter = new Counter({ ...options, labelNames: [...options.labelNames], registers: [registry] });
  return { inc: (labels) => counter.inc(labels as Partial<Record<L, string>>) };
}

/**
 * An app that serves only `GET /metrics`, for a listener of its own (the gateway's METRICS_PORT): the public port
 * never shows the figures.
 */
export function createMetricsApp(metrics: ServiceMetrics): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', metrics.handler);
  app.use((_req, res) => {
    res.status(404).json({ error: 'not_found', message: 'Only GET /metrics is served here' });
  });
  return app;
}
