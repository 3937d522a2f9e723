import { z } from 'zod';

/** One scheduled job of one service, as the operator sees it (`GET /api/platform/admin/jobs`, issue #17). */
export const scheduledJob = z.object({
  service: z.string(),
  name: z.string(),
  everySeconds: z.number(),
  /** An instance holds the job's lease right now. */
  running: z.boolean(),
  nextRunAt: z.string().nullable(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  lastStatus: z.enum(['ok', 'failed']).nullable(),
  lastError: z.string().nullable(),
  runs: z.number().int(),
  failures: z.number().int(),
});
export type ScheduledJob = z.infer<typeof scheduledJob>;

/** `GET /internal/jobs` of one service. */
export const serviceJobs = z.object({ service: z.string(), jobs: z.array(scheduledJob) });
export type ServiceJobs = z.infer<typeof serviceJobs>;

/** `GET /api/platform/admin/jobs`: every service's jobs; a service that did not answer is named with why. */
export const platformJobs = z.object({
  jobs: z.array(scheduledJob),
  unreachable: z.array(z.object({ service: z.string(), message: z.string() })),
});
export type PlatformJobs = z.infer<typeof platformJobs>;
