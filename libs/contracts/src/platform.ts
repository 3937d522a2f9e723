import { z } from 'zod';
import { domainIds } from './catalogue';
import { endpointsFor } from './endpoint';
import { LIVE_STREAM_PATH } from './live-stream';
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

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const SAME_ORIGIN_ENTRY = /^\/remotes\/[\w.~-]+(?:\/[\w.~-]+)*\/mf-manifest\.json$/;
export const REMOTE_ENTRY_MESSAGE =
  'The remote entry must be the address of a remote’s mf-manifest.json: https://…/mf-manifest.json, or /remotes/…/mf-manifest.json on this origin';

/**
 * Where a domain's remote is loaded from: its `mf-manifest.json` on this origin (`/remotes/…`) or on an origin of its
 * own over HTTPS (plain HTTP only on a loopback host, for a developer's machine). Always the manifest, never a bare
 * `remoteEntry.js`: the shell reads the remote's contract version from it before running any of the remote's code.
 */
export function isRemoteEntry(value: string): boolean {
  if (value.startsWith('/')) {
    return SAME_ORIGIN_ENTRY.test(value) && !value.split('/').some((part) => part === '.' || part === '..');
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  return secure && !url.username && !url.password && !url.hash && url.pathname.endsWith('/mf-manifest.json');
}

export const remoteEntryUrl = z
  .string()
  .trim()
  .max(2000, REMOTE_ENTRY_MESSAGE)
  .refine(isRemoteEntry, { message: REMOTE_ENTRY_MESSAGE });

/** The origin a remote entry is served from, or null when it is this origin's own `/remotes/…`. */
export function remoteEntryOrigin(entry: string): string | null {
  if (entry.startsWith('/')) return null;
  try {
    return new URL(entry).origin;
  } catch {
    return null;
  }
}

/** Who set the remote entry in force: an operator in the console, the platform's configuration, or nobody. */
export const remoteEntrySources = ['operator', 'config', 'default'] as const;
export type RemoteEntrySource = (typeof remoteEntrySources)[number];

/** One row of the platform's domain registry (identity `platform_domains`): on or off per plan, and a kill switch. */
export const domainSwitches = z.object({
  id: domainId,
  name: z.string(),
  plans: z.object({ free: z.boolean(), monthly: z.boolean(), annual: z.boolean() }),
  killed: z.boolean(),
  /** The remote's `mf-manifest.json` in force (the operator's, else the configured one, else `/remotes/<id>/…`). */
  remoteEntry: z.string(),
  remoteEntrySource: z.enum(remoteEntrySources),
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
    /** Where the domain's remote is loaded from; null goes back to the configured (or default) one. */
    remoteEntry: remoteEntryUrl.nullable().optional(),
  })
  .strict()
  .refine(
    (body) =>
      body.killed !== undefined ||
      body.remoteEntry !== undefined ||
      (body.plans && Object.keys(body.plans).length > 0),
    { message: 'Change at least one switch' },
  );
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

const gateway = endpointsFor('gateway', 'platform');

/** The gateway's own calls (it answers them itself, before any service). */
export const platformEndpoints = {
  health: gateway({
    method: 'GET',
    path: '/api/health',
    summary: 'Whether every service answers: 200, or 503 while one is down',
    response: healthReport,
    public: true,
  }),
  domains: gateway({
    method: 'GET',
    path: '/api/platform/domains',
    summary:
      "The domains the caller's plan opens and where their frontends are (public; a session narrows it)",
    response: z.array(domainRegistration),
    public: true,
  }),
  live: gateway({
    method: 'GET',
    path: LIVE_STREAM_PATH,
    summary:
      "The browser session's live updates: a Server-Sent Events stream of `change` events ({ domain, topic }) " +
      'from every domain the plan opens. For the session cookie only: an API token gets 403',
    produces: 'text/event-stream',
  }),
  openApi: gateway({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This document: every /api call as OpenAPI 3.1',
    // The document is made from these definitions: there is no zod schema of it to publish.
    produces: 'application/json',
    public: true,
  }),
  // Its script and style sheet (/api/docs/start.js, swagger-ui.css, swagger-ui-bundle.js) are the page's static
  // files, served beside it by the gateway (api-docs.ts): not calls of the API, so not defined here.
  docs: gateway({
    method: 'GET',
    path: '/api/docs',
    summary: 'The reference page of this document (Swagger UI)',
    produces: 'text/html',
    public: true,
  }),
};
