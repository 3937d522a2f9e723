import {
  domainCatalogue,
  domainIds,
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

function toSwitches(row: PlatformDomainWithEditor): DomainSwitches {
  return {
    id: row.id,
    name: row.name,
    plans: { free: row.enabledFree, monthly: row.enabledMonthly, annual: row.enabledAnnual },
    killed: row.killed,
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
}) {
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
    return rows.map(toSwitches).sort((a, b) => (order.get(a.id) ?? 99) - (order.get(b.id) ?? 99));
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
      if (!(await deps.domains.update(id, changes, caller.userId))) throw notFound('Domain');
      const row = await deps.domains.find(id);
      if (!row) throw notFound('Domain');
      return toSwitches(row);
    },
  };
}
export type PlatformDomainsService = ReturnType<typeof createPlatformDomainsService>;
