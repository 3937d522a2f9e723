import type { Router } from 'express';
import { domainIds, platformAdminEndpoints, serviceJobs, type PlatformJobs } from '@familyhub/contracts';
import { callService, endpointRouter, jobRunnerOf, type Caller } from '@familyhub/server-kit';

/**
 * GET /api/platform/admin/jobs — every service's scheduled jobs (last run, next run, failures, running now), for
 * the platform operator: identity's own from its runner, each domain service's from its `GET /internal/jobs`. A
 * service that does not answer is listed under `unreachable` with why, never hides the others.
 */
export function platformJobsRouter(options: {
  internalKey: string;
  assertOperator(caller: Caller): Promise<void>;
}): Router {
  return endpointRouter((bind) =>
    bind(platformAdminEndpoints.jobs, async ({ caller }, req, res) => {
      await options.assertOperator(caller);
      const own = (await jobRunnerOf('identity')?.list()) ?? [];
      const body: PlatformJobs = { jobs: [...own], unreachable: [] };
      const answers = await Promise.all(
        domainIds.map(async (service) => {
          try {
            const answer = await callService<unknown>(options.internalKey, service, {
              path: '/internal/jobs',
              caller: null,
              requestId: String(req.id),
            });
            return { service, jobs: serviceJobs.parse(answer).jobs };
          } catch (error) {
            return { service, message: error instanceof Error ? error.message : String(error) };
          }
        }),
      );
      for (const answer of answers) {
        if (answer.jobs) body.jobs.push(...answer.jobs);
        else body.unreachable.push({ service: answer.service, message: answer.message ?? 'No answer' });
      }
      res.setHeader('Cache-Control', 'no-store');
      return body;
    }),
  );
}
