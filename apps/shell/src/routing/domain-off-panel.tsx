import { CrownIcon, PowerOffIcon } from 'lucide-react';
import type { DomainRegistration, Plan } from '@familyhub/contracts';
import { Button, EmptyState } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { useNavLabels } from '../layout/nav-labels/nav-labels';
import { usePremium } from '../premium/premium-context';
import { routingMessages } from './messages';
import { FREE_NAV, PREMIUM_NAV } from './route-table';

const planKeys = { free: 'plan.free', monthly: 'plan.monthly', annual: 'plan.annual' } as const;

/**
 * What a route of a domain that the registry does not enable for this family shows instead of loading its remote:
 * an upgrade offer when a better plan has it, otherwise an honest "switched off".
 */
export function DomainOffPanel({ domain, path }: { domain: DomainRegistration; path: string }) {
  const premium = usePremium();
  const t = useMessages(routingMessages);
  const labels = useNavLabels();
  const { locale } = useFormats();
  const link = [...FREE_NAV, ...PREMIUM_NAV].find((item) => item.path === path);
  const name = labels.domain(domain.id, domain.name);
  const area = link ? labels.route(link.path, link.label) : name;
  const planName = (plan: Plan) => t(planKeys[plan]);
  if (domain.status === 'plan_locked') {
    const better = domain.availableOn.filter((p) => p !== 'free' && p !== premium.plan);
    const plans = new Intl.ListFormat(locale, { type: 'conjunction' }).format(better.map(planName));
    return (
      <EmptyState
        icon={<CrownIcon aria-hidden />}
        title={t('planLocked.title', { area })}
        description={t('planLocked.body', { domain: name, plans, count: better.length })}
        action={<Button onClick={() => premium.openPremiumDialog(area)}>{t('upgrade')}</Button>}
      />
    );
  }
  if (domain.status === 'disabled') {
    return (
      <EmptyState
        icon={<PowerOffIcon aria-hidden />}
        title={t('disabled.title', { domain: name })}
        description={t('disabled.body', { domain: name, plan: planName(premium.plan) })}
      />
    );
  }
  return (
    <EmptyState
      icon={<PowerOffIcon aria-hidden />}
      title={t('killed.title', { domain: name })}
      description={t('killed.body', { domain: name })}
    />
  );
}
