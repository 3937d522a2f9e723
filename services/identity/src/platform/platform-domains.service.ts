import {
  defaultRemoteEntry,
  domainCatalogue,
  domainIds,
  remoteEntryUrl,
  type DomainId,
  type DomainSwitches,
  type UpdateDomainSwitchesBody,
} from '@familyhub/contracts';
import { forbidden, notFound, type Caller } from '@familyhub/server-kit';
import type { UsersRepository } from '../users';
import type {
  DomainSwitchChanges,
  PlatformDomainsRepository,
  PlatformDomainWithEditor,
} from './platform-domains.repository';

/** The order the console and the shell show the domains in. */
const order = new Map<string, number>(domainIds.map((id, index) => [id, index]));

/** Where each domain's remote lives when no operator has said otherwise (`<DOMAIN>_REMOTE_ENTRY`). */
export type ConfiguredRemoteEntries = Partial<Record<DomainId, string>>;

/** `PLANNING_REMOTE_ENTRY=https://static.example.org/remotes/planning/2.1.0/mf-manifest.json` and so on. */
export function remoteEntriesFromEnv(env: NodeJS.ProcessEnv = process.env): ConfiguredRemoteEntries {
  const entries: ConfiguredRemoteEntries = {};
  for (const id of domainIds) {
    const name = `${id.toUpperCase()}_REMOTE_ENTRY`;
    const value = env[name]?.trim();
    if (!value) continue;
    const parsed = remoteEntryUrl.safeParse(value);
    if (!parsed.success)
      throw new Error(`${name}: ${parsed.error.issues[0]?.message ?? 'not a remote entry'}`);
    entries[id] = parsed.data;
  }
  return entries;
}

function toSwitches(row: PlatformDomainWithEditor, configured: ConfiguredRemoteEntries): DomainSwitches {
  const remote: Pick<DomainSwitches, 'remoteEntry' | 'remoteEntrySource'> = row.remoteEntry
    ? { remoteEntry: row.remoteEntry, remoteEntrySource: 'operator' }
    : configured[row.id]
      ? { remoteEntry: configured[row.id]!, remoteEntrySource: 'config' }
      : { remoteEntry: defaultRemoteEntry(row.id), remoteEntrySource: 'default' };
  return {
    id: row.id,
    name: row.name,
    plans: { free: row.enabledFree, monthly: row.enabledMonthly, annual: row.enabledAnnual },
    killed: row.killed,
    ...remote,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByName,
  };
}

function isDomainId(value: string): value is DomainId {
  return order.has(value);
}

export const NOT_AN_OPERATOR = 'Only platform operators can change which domains are switched on';
export const OPERATOR_TWO_FACTOR_REQUIRED =
  'Turn on two-factor authentication (Settings → Security) before running the platform console';

export function createPlatformDomainsService(deps: {
  domains: PlatformDomainsRepository;
  users: UsersRepository;
  /** Outside demo mode the operator's console needs a second factor on the operator's account. */
  requireTwoFactor: boolean;
  /** The configured remote entries (default: none, every remote from this origin's /remotes/<id>/). */
  remoteEntries?: ConfiguredRemoteEntries;
}) {
  const configured = deps.remoteEntries ?? {};
  // A domain added to the catalogue gets its registry row (with the catalogue's default plans) the first time the
  // registry is read, so adding a domain needs no identity migration; operators' later changes are never overwritten.
  let catalogueRows: Promise<void> | null = null;
  function ensureCatalogueRows(): Promise<void> {
    catalogueRows ??= deps.domains
      .insertMissing(
        domainCatalogue.map((d) => ({
          id: d.id,
          name: d.name,
          enabledFree: d.defaultPlans.free,
          enabledMonthly: d.defaultPlans.monthly,
          enabledAnnual: d.defaultPlans.annual,
        })),
      )
      .catch((error: unknown) => {
        catalogueRows = null;
        throw error;
      });
    return catalogueRows;
  }

  async function list(): Promise<DomainSwitches[]> {
    await ensureCatalogueRows();
    const rows = await deps.domains.list();
    return rows
      .map((row) => toSwitches(row, configured))
      .sort((a, b) => (order.get(a.id) ?? 99) - (order.get(b.id) ?? 99));
  }

  /** Operators are a flag on the user, never a family role: a family admin gets 403 like everybody else. */
  async function assertOperator(caller: Caller): Promise<void> {
    const user = await deps.users.findById(caller.familyId, caller.userId);
    if (!user?.isPlatformOperator) throw forbidden(NOT_AN_OPERATOR);
    if (deps.requireTwoFactor && !user.twoFactorEnabled) {
      throw forbidden(OPERATOR_TWO_FACTOR_REQUIRED, 'two_factor_required');
    }
  }

  return {
    assertOperator,

    /** For the gateway (internal, signed): the whole registry. */
    registry: list,

    async listForOperator(caller: Caller): Promise<DomainSwitches[]> {
      await assertOperator(caller);
      return list();
    },

    async update(caller: Caller, id: string, body: UpdateDomainSwitchesBody): Promise<DomainSwitches> {
      await assertOperator(caller);
      if (!isDomainId(id)) throw notFound('Domain');
      const changes: DomainSwitchChanges = {};
      if (body.plans?.free !== undefined) changes.enabledFree = body.plans.free;
      if (body.plans?.monthly !== undefined) changes.enabledMonthly = body.plans.monthly;
      if (body.plans?.annual !== undefined) changes.enabledAnnual = body.plans.annual;
      if (body.killed !== undefined) changes.killed = body.killed;
      if (body.remoteEntry !== undefined) changes.remoteEntry = body.remoteEntry;
      if (!(await deps.domains.update(id, changes, caller.userId))) throw notFound('Domain');
      const row = await deps.domains.find(id);
      if (!row) throw notFound('Domain');
      return toSwitches(row, configured);
    },
  };
}
export type PlatformDomainsService = ReturnType<typeof createPlatformDomainsService>;
