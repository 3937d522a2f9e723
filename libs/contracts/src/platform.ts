import { z } from 'zod';
import { domainIds } from './catalogue';
import { plan, plans, type Plan } from './plans';

export const domainId = z.enum(domainIds);

/**
 * How a domain stands for one caller: `enabled` (use it), `plan_locked` (a better plan has it: offer the upgrade),
 * `disabled` (switched off for this plan and no better plan has it: hide it), `unavailable` (killed for everybody).
 */
export const domainStatuses = ['enabled', 'plan_locked', 'disabled', 'unavailable'] as const;
export const domainStatus = z.enum(domainStatuses);
export type DomainStatus = z.infer<typeof domainStatus>;

/** GET /api/platform/domains: what the shell registers at run time, for the signed-in caller's plan. */
export const domainRegistration = z.object({
  id: domainId,
  name: z.string(),
  remoteEntry: z.string(),
  /** True only when `status` is `enabled`: the shell registers and loads the remote. */
  enabled: z.boolean(),
  status: domainStatus,
  /** The plans the domain is switched on for (empty when killed). */
  availableOn: z.array(plan),
  routes: z.array(z.string()),
});
export type DomainRegistration = z.infer<typeof domainRegistration>;

/** One row of the platform's domain registry (identity `platform_domains`): on or off per plan, and a kill switch. */
export const domainSwitches = z.object({
  id: domainId,
  name: z.string(),
  plans: z.object({ free: z.boolean(), monthly: z.boolean(), annual: z.boolean() }),
  killed: z.boolean(),
  updatedAt: z.string(),
  /** The operator who changed it last (null for the seeded defaults). */
  updatedBy: z.string().nullable(),
});
export type DomainSwitches = z.infer<typeof domainSwitches>;

/** PATCH /api/platform/admin/domains/:id (platform operators): any of the switches. */
export const updateDomainSwitchesBody = z
  .object({
    plans: z.object({ free: z.boolean(), monthly: z.boolean(), annual: z.boolean() }).partial().optional(),
    killed: z.boolean().optional(),
  })
  .strict()
  .refine((body) => body.killed !== undefined || (body.plans && Object.keys(body.plans).length > 0), {
    message: 'Change at least one switch',
  });
export type UpdateDomainSwitchesBody = z.infer<typeof updateDomainSwitchesBody>;

const planRank: Record<Plan, number> = { free: 0, monthly: 1, annual: 2 };

/** Where a domain stands for a caller on `callerPlan` (null: nobody signed in, treated as free). */
export function domainAccess(
  switches: Pick<DomainSwitches, 'plans' | 'killed'>,
  callerPlan: Plan | null,
): { status: DomainStatus; availableOn: Plan[] } {
  if (switches.killed) return { status: 'unavailable', availableOn: [] };
  const availableOn = plans.filter((p) => switches.plans[p]);
  const mine = callerPlan ?? 'free';
  if (switches.plans[mine]) return { status: 'enabled', availableOn };
  const better = availableOn.some((p) => planRank[p] > planRank[mine]);
  return { status: better ? 'plan_locked' : 'disabled', availableOn };
}

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
