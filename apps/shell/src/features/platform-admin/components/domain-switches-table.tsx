import * as React from 'react';
import { PowerIcon, PowerOffIcon } from 'lucide-react';
import { plans, type DomainSwitches, type Plan } from '@familyhub/contracts';
import { Badge, Button, ConfirmDialog, Switch } from '@familyhub/ui';
import { useSaveDomainChanges } from '../api/use-admin-domains';

const planLabels: Record<Plan, string> = { free: 'Free', monthly: 'Monthly', annual: 'Annual' };
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The five domains × plans, each switch saved at once; the kill switch asks first. */
export function DomainSwitchesTable({ domains }: { domains: DomainSwitches[] }) {
  const { save, savingId: busyId } = useSaveDomainChanges();
  const [killing, setKilling] = React.useState<DomainSwitches | null>(null);

  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">Domains switched on per plan, with a kill switch per domain</caption>
          <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Domain
              </th>
              {plans.map((plan) => (
                <th key={plan} scope="col" className="px-4 py-3 text-center font-medium">
                  {planLabels[plan]}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 font-medium">
                Kill switch
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Last change
              </th>
            </tr>
          </thead>
          <tbody>
            {domains.map((domain) => {
              const busy = busyId === domain.id;
              return (
                <tr key={domain.id} className="border-t border-border" aria-busy={busy || undefined}>
                  <th scope="row" className="px-4 py-3 text-left font-medium">
                    <span className="flex items-center gap-2">
                      {domain.name}
                      {domain.killed ? <Badge variant="destructive">Killed</Badge> : null}
                    </span>
                  </th>
                  {plans.map((plan) => (
                    <td key={plan} className="px-4 py-3 text-center">
                      <Switch
                        checked={domain.plans[plan]}
                        disabled={busy}
                        aria-label={`${domain.name} on the ${planLabels[plan]} plan`}
                        onCheckedChange={(on) =>
                          save(
                            domain,
                            { plans: { [plan]: on } },
                            `${domain.name} is now ${on ? 'on' : 'off'} for the ${planLabels[plan]} plan.`,
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
                        onClick={() =>
                          save(
                            domain,
                            { killed: false },
                            `${domain.name} is back for the plans it is on for.`,
                          )
                        }
                      >
                        <PowerIcon aria-hidden />
                        Restore {domain.name}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="destructive"
                        disabled={busy}
                        onClick={() => setKilling(domain)}
                      >
                        <PowerOffIcon aria-hidden />
                        Kill {domain.name}
                      </Button>
                    )}
                  </td>
                  <td className="px-4 py-3 text-xs text-muted-foreground">
                    {domain.updatedBy ? (
                      <>
                        {dateTime.format(new Date(domain.updatedAt))} by {domain.updatedBy}
                      </>
                    ) : (
                      'Default setting'
                    )}
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
        title={`Kill ${killing?.name ?? 'this domain'}?`}
        description={`${killing?.name ?? 'It'} stops for every family on every plan within 30 seconds: its screens close and its API answers “unavailable”. The plan switches are kept for when you restore it.`}
        confirmLabel={`Kill ${killing?.name ?? 'domain'}`}
        destructive
        onConfirm={() => {
          if (killing) save(killing, { killed: true }, `${killing.name} is switched off for everyone.`);
          setKilling(null);
        }}
      />
    </>
  );
}
