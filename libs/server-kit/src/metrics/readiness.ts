import type { Express, RequestHandler } from 'express';
import type { DatabaseHandle } from '../db';
import { metricsOf } from './metrics';

/** One thing a service needs before it can answer: its database, a dependency. */
export interface ReadinessCheck {
  name: string;
  /** Resolves when the dependency answers; rejects (or outlasts the timeout) when it does not. */
  check(): Promise<void>;
}

/** How long one readiness check may take before it counts as down (a probe's own timeout is usually 1–5 s). */
export const READINESS_TIMEOUT_MS = 2000;

function checksOf(app: Express): ReadinessCheck[] {
  app.locals.readinessChecks ??= [];
  return app.locals.readinessChecks as ReadinessCheck[];
}

/** Adds a dependency `/ready` asks for (the app must come from `createServiceApp` or call `readinessHandler`). */
export function addReadinessCheck(app: Express, check: ReadinessCheck): void {
  checksOf(app).push(check);
}

async function outcome(check: ReadinessCheck, timeoutMs: number): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
  });
  try {
    await Promise.race([check.check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /ready: 200 `{ status: 'ready', checks }` when every registered check answers, 503 `not_ready` otherwise,
 * so an orchestrator stops sending traffic while the database is away (liveness, `/health`, stays 200: restarting
 * the process would not bring the database back).
 */
export function readinessHandler(
  app: Express,
  service: string,
  timeoutMs = READINESS_TIMEOUT_MS,
): RequestHandler {
  return async (_req, res) => {
    const checks = checksOf(app);
    const results = await Promise.all(checks.map((c) => outcome(c, timeoutMs)));
    const report = Object.fromEntries(checks.map((c, i) => [c.name, results[i]]));
    const ready = results.every((r) => r === 'up');
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not_ready', service, checks: report });
  };
}

/** Ties a service's database to its app: `/ready` pings it, `/metrics` reports its pool (PostgreSQL only). */
export function watchDatabase(app: Express, database: Pick<DatabaseHandle, 'ping' | 'poolStats'>): void {
  addReadinessCheck(app, { name: 'database', check: () => database.ping() });
  metricsOf(app)?.trackPool(() => database.poolStats());
}
