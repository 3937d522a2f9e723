import { errorCodes, type DomainId, type DomainSwitches, type Plan } from '@familyhub/contracts';
import { HttpError, type Caller, type ServiceName } from '@familyhub/server-kit';

const planNames: Record<Plan, string> = { free: 'Free', monthly: 'Monthly', annual: 'Annual' };

export const domainErrorCodes = {
  unavailable: 'domain_unavailable',
  planRequired: 'plan_required',
  disabled: 'domain_disabled',
} as const;

export const FINANCES_FORBIDDEN =
  'Viewing family finances needs permission. Ask your family admin to turn on “Can view finances” for you.';

function isDomain(service: ServiceName): service is DomainId {
  return service !== 'identity';
}

/**
 * Whether the registry lets this caller use a domain's API; null when it does, otherwise the error to answer with.
 * Identity is never gated (sign-in, settings and billing must keep working whatever is switched off).
 */
export function domainRefusal(
  service: ServiceName,
  switches: ReadonlyMap<DomainId, DomainSwitches>,
  caller: Caller | null,
  access: { canViewFinances: boolean } | null,
): HttpError | null {
  if (!isDomain(service)) return null;
  const row = switches.get(service);
  const name = row?.name ?? service;
  if (!row || row.killed) {
    return new HttpError(
      503,
      domainErrorCodes.unavailable,
      `${name} is switched off for everyone right now. Please try again later.`,
    );
  }
  const plan = caller?.plan ?? 'free';
  if (!row.plans[plan]) {
    const paidPlans = (['monthly', 'annual'] as const).filter((p) => row.plans[p]);
    if (plan === 'free' && paidPlans.length > 0) {
      const on = paidPlans.length > 1 ? 'a premium plan' : `the ${planNames[paidPlans[0]]} plan`;
      return new HttpError(
        403,
        domainErrorCodes.planRequired,
        `${name} is a premium feature. Upgrade to ${on} to use it.`,
      );
    }
    return new HttpError(
      403,
      domainErrorCodes.disabled,
      `${name} is switched off for the ${planNames[plan]} plan.`,
    );
  }
  // The money domain is for admins, and for parents the admin allowed (canViewFinances); children keep their allowance view.
  if (service === 'money' && caller?.role === 'parent' && !access?.canViewFinances) {
    return new HttpError(403, errorCodes.forbidden, FINANCES_FORBIDDEN);
  }
  return null;
}
