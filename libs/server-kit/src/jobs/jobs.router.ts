import { Router } from 'express';
import type { ServiceJobs } from '@familyhub/contracts';
import { forbidden } from '../errors';
import type { JobRunner } from './job-runner';

/** The runner of this process, once `runService` has started one (tests and services without jobs have none). */
const runners = new Map<string, JobRunner>();

/** This process's runner of `service`'s jobs, if it has one. */
export function jobRunnerOf(service: string): JobRunner | undefined {
  return runners.get(service);
}

export function registerJobRunner(service: string, runner: JobRunner): () => void {
  runners.set(service, runner);
  return () => runners.delete(service);
}

/**
 * GET /internal/jobs — this service's scheduled jobs (last run, next run, failures), for identity's operator page
 * `GET /api/platform/admin/jobs`. Signed as a service (no member caller): a member never reads it.
 */
export function jobsRouter(service: string): Router {
  const router = Router();
  router.get('/internal/jobs', async (req, res) => {
    if (req.caller) throw forbidden('Only the platform reads the scheduled jobs here');
    const runner = runners.get(service);
    const body: ServiceJobs = { service, jobs: runner ? await runner.list() : [] };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });
  return router;
}
