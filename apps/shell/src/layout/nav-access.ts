import { useSession } from '@familyhub/api-client';
import type { DomainRegistration, FamilyMember } from '@familyhub/contracts';
import { ownerOf, useDomains } from '../federation/domains-context';
import { usePremium } from '../premium/premium-context';
import type { NavItem } from '../routing/route-table';

/**
 * What a navigation link does for this family: `open` navigates; `locked` opens the Premium Feature dialog
 * (a free family on a premium link, or the registry says a better plan has the domain); `hidden` is left out
 * (the domain is switched off for this plan and no better plan has it, or killed for everybody, or the member's
 * role may not open the route).
 */
export type NavAccess = 'open' | 'locked' | 'hidden';

/** The gateway keeps the money domain from parents the admin has not allowed to view finances (domain-gate.ts). */
export function financesBarred(member: Pick<FamilyMember, 'role' | 'canViewFinances'> | undefined): boolean {
  return member?.role === 'parent' && !member.canViewFinances;
}

export function navAccessOf(
  item: NavItem,
  domains: readonly DomainRegistration[] | undefined,
  premiumLink: boolean,
  isPremium: boolean,
  member?: Pick<FamilyMember, 'role' | 'canViewFinances'>,
): NavAccess {
  const domain = ownerOf(domains, item.path)?.domain;
  const status = domain?.status;
  if (status === 'disabled' || status === 'unavailable') return 'hidden';
  // A link the member could only bounce off: the route's roles (the catalogue's, from the service's rules).
  if (item.roles && member && !item.roles.includes(member.role)) return 'hidden';
  if (domain?.id === 'money' && financesBarred(member)) return 'hidden';
  if (status === 'plan_locked') return 'locked';
  return premiumLink && !isPremium ? 'locked' : 'open';
}

/** `accessOf(item, premiumLink)` for the sidebar and the mobile navigation; follows each registry refresh. */
export function useNavAccess() {
  const domains = useDomains();
  const { isPremium } = usePremium();
  const member = useSession().data?.user;
  return (item: NavItem, premiumLink = false) =>
    navAccessOf(item, domains.data, premiumLink, isPremium, member);
}
