import { z } from 'zod';

export const domainIds = ['planning', 'school', 'wellness', 'home', 'money'] as const;
export const domainId = z.enum(domainIds);
export type DomainId = z.infer<typeof domainId>;

/** GET /api/platform/domains: what the shell registers at run time. */
export const domainRegistration = z.object({
  id: domainId,
  name: z.string(),
  remoteEntry: z.string(),
  enabled: z.boolean(),
  routes: z.array(z.string()),
});
export type DomainRegistration = z.infer<typeof domainRegistration>;

export const serviceHealth = z.object({
  name: z.string(),
  status: z.enum(['up', 'down']),
  latencyMs: z.number().nullable(),
});
export const healthReport = z.object({
  status: z.enum(['ok', 'degraded']),
  services: z.array(serviceHealth),
});
export type HealthReport = z.infer<typeof healthReport>;

/**
 * The remote module every domain app exposes as `./screens`:
 * a map from route path to a React component (lazy inside the remote).
 */
export const REMOTE_SCREENS_MODULE = 'screens';
