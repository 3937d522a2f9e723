import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ScheduledJob } from '@familyhub/contracts';
import { rowsOf, type Database } from '../db';
import { logger } from '../logger';
import type { JobMetrics } from '../metrics/metrics';

/** One scheduled job of a service: `run` must be idempotent (a run cut off by a crash is run again). */
export interface JobDefinition {
  /** Unique within the service, kebab-case (`chores-rollover`). */
  name: string;
  /** How long after a run finishes the next one is due. */
  everyMs: number;
  /** How long a run may take before another instance takes it over (default: 5 minutes). */
  leaseMs?: number;
  /** What a run did, for the log (e.g. how many rows it made); thrown errors count as failures. */
  run(): Promise<unknown>;
}

export interface JobRunnerOptions {
  db: Database;
  /** The service's own schema: the runner's table lives there, beside drizzle's migrations journal. */
  schemaName: string;
  service: string;
  jobs: JobDefinition[];
  /** How often each instance looks for due jobs (default 5 s). */
  pollMs?: number;
  /** The delay before a failed run is tried again (default: the job's interval, at most 1 minute). */
  retryMs?: number;
  /** Where each run is counted and timed (the service's `/metrics`: `job_runs_total`, `job_run_duration_seconds`). */
  metrics?: JobMetrics;
}

export interface JobRunner {
  /** Polls for due jobs until `stop`; the timer never keeps the process alive. */
  start(): void;
  /** Stops polling and waits for the runs under way to finish. */
  stop(): Promise<void>;
  /** Claims and runs every job due now (what each poll does); resolves with the names it ran. */
  runDue(): Promise<string[]>;
  /** Every job's last run, next run and failures (`GET /internal/jobs`, the operator's jobs page). */
  list(): Promise<ScheduledJob[]>;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const TABLE = '_scheduled_jobs';

/**
 * Scheduled jobs that run exactly once across every instance of a service (issue #17), on the database the service
 * already has (PGlite or PostgreSQL) — no scheduler process. Each job has one row in `<schema>._scheduled_jobs`
 * (the runner's own table, created here like drizzle's migrations journal beside it). An instance runs a job only
 * after a conditional UPDATE claimed the due row with a lease: two instances polling at once claim it once. A
 * finished run moves `next_run_at`; a failed one records the error and is retried; a run cut off by a crash keeps
 * the row due, so once its lease has passed another instance claims it and runs it again (jobs are idempotent).
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, service } = options;
  const table = sql.raw(`"${options.schemaName}"."${TABLE}"`);
  const instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const log = logger.child({ service, jobs: instance });
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  options.metrics?.know([...byName.keys()]);
  const running = new Set<Promise<unknown>>();
  let ready: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const ensureTable = () => {
    ready ??= (async () => {
      await db.transaction(async (tx) => {
        // Instances starting together: one creates the table, the others wait for it here.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${options.schemaName}.${TABLE}`}))`);
        await tx.execute(sql`create table if not exists ${table} (
          name text primary key,
          every_ms integer not null,
          next_run_at timestamptz not null default now(),
          locked_by text,
          locked_until timestamptz,
          last_started_at timestamptz,
          last_finished_at timestamptz,
          last_status text,
          last_error text,
          runs integer not null default 0,
          failures integer not null default 0
        )`);
        for (const job of options.jobs) {
          await tx.execute(sql`insert into ${table} (name, every_ms) values (${job.name}, ${job.everyMs})
            on conflict (name) do update set every_ms = excluded.every_ms`);
        }
      });
    })();
    ready.catch(() => (ready = undefined));
    return ready;
  };

  const claim = async (job: JobDefinition): Promise<boolean> => {
    const lease = job.leaseMs ?? DEFAULT_LEASE_MS;
    const claimed = await db.execute(sql`update ${table}
      set locked_by = ${instance}, locked_until = now() + make_interval(secs => ${lease / 1000}),
          last_started_at = now()
      where name = ${job.name} and next_run_at <= now() and (locked_until is null or locked_until < now())
      returning name`);
    return rowsOf(claimed).length === 1;
  };

  const finish = async (job: JobDefinition, error?: unknown) => {
    const retry = options.retryMs ?? Math.min(job.everyMs, 60_000);
    if (error === undefined) {
      await db.execute(sql`update ${table}
        set locked_by = null, locked_until = null, last_finished_at = now(), last_status = 'ok', last_error = null,
            runs = runs + 1, next_run_at = now() + make_interval(secs => ${job.everyMs / 1000})
        where name = ${job.name} and locked_by = ${instance}`);
    } else {
      const message = error instanceof Error ? error.message : String(error);
      await db.execute(sql`update ${table}
        set locked_by = null, locked_until = null, last_finished_at = now(), last_status = 'failed',
            last_error = ${message.slice(0, 500)}, failures = failures + 1,
            next_run_at = now() + make_interval(secs => ${retry / 1000})
        where name = ${job.name} and locked_by = ${instance}`);
    }
  };

  const runOne = async (job: JobDefinition): Promise<boolean> => {
    if (!(await claim(job))) return false;
    const started = process.hrtime.bigint();
    const took = () => Number(process.hrtime.bigint() - started) / 1e9;
    try {
      const result = await job.run();
      options.metrics?.recordRun(job.name, 'ok', took());
      await finish(job);
      log.debug({ job: job.name, result }, 'job ran');
    } catch (err) {
      options.metrics?.recordRun(job.name, 'failed', took());
      log.error({ err, job: job.name }, 'job failed; it is tried again later');
      await finish(job, err).catch((finishErr: unknown) =>
        log.error({ err: finishErr }, 'job state not saved'),
      );
    }
    return true;
  };

  const runDue = async () => {
    await ensureTable();
    const ran: string[] = [];
    for (const job of byName.values()) {
      const run = runOne(job);
      running.add(run);
      try {
        if (await run) ran.push(job.name);
      } finally {
        running.delete(run);
      }
    }
    return ran;
  };

  let polling = false;
  const poll = () => {
    if (polling) return;
    polling = true;
    runDue()
      .catch((err: unknown) => log.warn({ err }, 'could not look for due jobs'))
      .finally(() => (polling = false));
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(poll, options.pollMs ?? 5_000);
      timer.unref();
      poll();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await Promise.allSettled([...running]);
    },
    runDue,
    async list() {
      await ensureTable();
      const result = await db.execute(sql`select name, every_ms, next_run_at, locked_until > now() as running,
          last_started_at, last_finished_at, last_status, last_error, runs, failures
        from ${table} order by name`);
      return rowsOf(result)
        .filter((row) => byName.has(String(row.name)))
        .map((row) => ({
          service,
          name: String(row.name),
          everySeconds: Number(row.every_ms) / 1000,
          running: row.running === true,
          nextRunAt: isoOrNull(row.next_run_at),
          lastStartedAt: isoOrNull(row.last_started_at),
          lastFinishedAt: isoOrNull(row.last_finished_at),
          lastStatus: row.last_status === 'ok' || row.last_status === 'failed' ? row.last_status : null,
          lastError: typeof row.last_error === 'string' ? row.last_error : null,
          runs: Number(row.runs),
          failures: Number(row.failures),
        }));
    },
  };
}

function isoOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value as string | Date).toISOString();
}
