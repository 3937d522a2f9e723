import { CrownIcon, PowerOffIcon } from 'lucide-react';
import type { DomainRegistration, Plan } from '@familyhub/contracts';
import { Button, EmptyState } from '@familyhub/ui';
import { usePremium } from '../premium/premium-context';
import { FREE_NAV, PREMIUM_NAV } from './route-table';

const planNames: Record<Plan, string> = {
  free: 'Free',
  monthly: 'Premium Monthly',
  annual: 'Premium Annual',
};

function listOf(plans: readonly Plan[]): string {
  const names = plans.map((p) => planNames[p]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * What a route of a domain that the registry does not enable for this family shows instead of loading its remote:
 * an upgrade offer when a better plan has it, otherwise an honest "switched off".
 */
export function DomainOffPanel({ domain, path }: { domain: DomainRegistration; path: string }) {
  const premium = usePremium();
  const area = [...FREE_NAV, ...PREMIUM_NAV].find((item) => item.path === path)?.label ?? domain.name;
  if (domain.status === 'plan_locked') {
    const better = domain.availableOn.filter((p) => p !== 'free' && p !== premium.plan);
    return (
      <EmptyState
        icon={<CrownIcon aria-hidden />}
        title={`${area} is not part of your plan`}
        description={`${domain.name} comes with the ${listOf(better)} plan${better.length > 1 ? 's' : ''}. Upgrade to use it.`}
        action={<Button onClick={() => premium.openPremiumDialog(area)}>Upgrade</Button>}
      />
    );
  }
  if (domain.status === 'disabled') {
    return (
      <EmptyState
        icon={<PowerOffIcon aria-hidden />}
        title={`${domain.name} is not available on your plan`}
        description={`FamilyHub has switched ${domain.name} off for the ${planNames[premium.plan]} plan. Everything else keeps working.`}
      />
    );
  }
  return (
    <EmptyState
      icon={<PowerOffIcon aria-hidden />}
      title={`${domain.name} is not available`}
      description={`FamilyHub has switched ${domain.name} off for everyone for now. Everything else keeps working; please check back later.`}
    />
  );
}
