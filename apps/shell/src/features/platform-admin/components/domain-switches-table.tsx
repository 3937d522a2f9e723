import * as React from 'react';
import { PowerIcon, PowerOffIcon } from 'lucide-react';
import { plans, type DomainSwitches, type Plan } from '@familyhub/contracts';
import { Badge, Button, ConfirmDialog, Switch } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { useNavLabels } from '../../../layout/nav-labels/nav-labels';
import { useSaveDomainChanges } from '../api/use-admin-domains';
import { platformAdminMessages } from '../messages';

const planKeys = {
  free: 'plan.free',
  monthly: 'plan.monthly',
  annual: 'plan.annual',
} as const satisfies Record<Plan, string>;
// What `dateStyle: 'medium', timeStyle: 'short'` showed ("Nov 20, 2026, 8:30 AM"), on the member's clock.
const dayAndTime: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** The five domains × plans, each switch saved at once; the kill switch asks first. */
export function DomainSwitchesTable({ domains }: { domains: DomainSwitches[] }) {
  const t = useMessages(platformAdminMessages);
  const formats = useFormats();
  const labels = useNavLabels();
  const { save, savingId: busyId } = useSaveDomainChanges();
  const [killing, setKilling] = React.useState<DomainSwitches | null>(null);
  const nameOf = (domain: DomainSwitches) => labels.domain(domain.id, domain.name);
  const killingName = killing ? nameOf(killing) : '';

  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className="bg-muted/50 text-start text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('table.domain')}
              </th>
              {plans.map((plan) => (
                <th key={plan} scope="col" className="px-4 py-3 text-center font-medium">
                  {t(planKeys[plan])}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 font-medium">
                {t('table.killSwitch')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('table.lastChange')}
              </th>
            </tr>
          </thead>
          <tbody>
            {domains.map((domain) => {
              const busy = busyId === domain.id;
              const name = nameOf(domain);
              return (
                <tr key={domain.id} className="border-t border-border" aria-busy={busy || undefined}>
                  <th scope="row" className="px-4 py-3 text-start font-medium">
                    <span className="flex items-center gap-2">
                      {name}
                      {domain.killed ? <Badge variant="destructive">{t('table.killed')}</Badge> : null}
                    </span>
                  </th>
                  {plans.map((plan) => (
                    <td key={plan} className="px-4 py-3 text-center">
                      <Switch
                        checked={domain.plans[plan]}
                        disabled={busy}
                        aria-label={t('table.planSwitch', { domain: name, plan: t(planKeys[plan]) })}
                        onCheckedChange={(on) =>
                          save(
                            domain,
                            { plans: { [plan]: on } },
                            t(on ? 'toast.planOn' : 'toast.planOff', {
                              domain: name,
                              plan: t(planKeys[plan]),
                            }),
                          )
                        }
                      />
                    </td>
                  ))}
                  <td className="px-4 py-3">
                    {domain.killed ? (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        onClick={() => save(domain, { killed: false }, t('toast.restored', { domain: name }))}
                      >
                        <PowerIcon aria-hidden />
                        {t('table.restore', { domain: name })}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="destructive"
                        disabled={busy}
                        onClick={() => setKilling(domain)}
                      >
                        <PowerOffIcon aria-hidden />
                        {t('table.kill', { domain: name })}
                      </Button>
                    )}
                  </td>
                  <td className="px-4 py-3 text-xs text-muted-foreground">
                    {domain.updatedBy
                      ? t('table.changedBy', {
                          when: formats.date(domain.updatedAt, dayAndTime),
                          name: domain.updatedBy,
                        })
                      : t('table.defaultSetting')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={killing !== null}
        onOpenChange={(open) => {
          if (!open) setKilling(null);
        }}
        title={killing ? t('confirmKill.title', { domain: killingName }) : t('confirmKill.titleAny')}
        description={killing ? t('confirmKill.body', { domain: killingName }) : t('confirmKill.bodyAny')}
        confirmLabel={
          killing ? t('confirmKill.confirm', { domain: killingName }) : t('confirmKill.confirmAny')
        }
        destructive
        onConfirm={() => {
          if (killing) save(killing, { killed: true }, t('toast.killed', { domain: killingName }));
          setKilling(null);
        }}
      />
    </>
  );
}
