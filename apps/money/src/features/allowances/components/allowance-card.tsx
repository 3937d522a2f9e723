import { errorMessage, useMembers, useSession } from '@familyhub/api-client';
import { canOrganise } from '@familyhub/contracts';
import type { WidgetProps } from '@familyhub/ui';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList, useFamilyMoney } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useAllowances } from '../api/allowances-api';
import { allowancesMessages } from '../messages';

/** The dashboard's Allowance card: a child's own balance; for parents, each child's. */
export function AllowanceCard({ title, path }: WidgetProps) {
  const t = useMessages(allowancesMessages);
  const { formatMoney } = useFamilyMoney();
  const session = useSession();
  const manages = session.data ? canOrganise(session.data.user.role) : false;
  const allowances = useAllowances();
  const members = useMembers({ enabled: manages });
  const nameOf = (id: number) =>
    members.me?.id === id ? t('card.you') : members.nameOf(id, t('formerMember'));
  return (
    <DashboardCard title={title} link={{ to: path, label: t('card.open') }} regionLabel={title}>
      {allowances.isPending ? (
        <PlaceholderList label={t('loading')} count={1} lineClassName="h-10 w-full" />
      ) : allowances.isError ? (
        <ErrorPanel
          title={t('card.error')}
          message={errorMessage(allowances.error)}
          onRetry={() => void allowances.refetch()}
        />
      ) : allowances.data.items.length === 0 ? (
        <EmptyState title={manages ? t('empty.manager.title') : t('empty.child.title')} />
      ) : (
        <ul aria-label={t('card.balances')} className="grid gap-2">
          {allowances.data.items.map((a) => (
            <li key={a.id} className="flex items-center justify-between text-sm">
              <span className="font-medium">{nameOf(a.childId)}</span>
              <span className="text-lg font-semibold">{formatMoney(a.balanceCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
