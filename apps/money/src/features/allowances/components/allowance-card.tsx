import { errorMessage, useMembers, useSession, useFamilyMoney } from '@familyhub/api-client';
import { canOrganise } from '@familyhub/contracts';
import type { WidgetProps } from '@familyhub/ui';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList } from '@familyhub/ui';
import { useAllowances } from '../api/allowances-api';

/** The dashboard's Allowance card: a child's own balance; for parents, each child's. */
export function AllowanceCard({ title, path }: WidgetProps) {
  const { formatMoney } = useFamilyMoney();
  const session = useSession();
  const manages = session.data ? canOrganise(session.data.user.role) : false;
  const allowances = useAllowances();
  const members = useMembers({ enabled: manages });
  const nameOf = (id: number) => (members.me?.id === id ? 'You' : members.nameOf(id, 'Former member'));
  return (
    <DashboardCard title={title} link={{ to: path, label: 'Open allowance' }} regionLabel={title}>
      {allowances.isPending ? (
        <PlaceholderList label="Loading allowances" count={1} lineClassName="h-10 w-full" />
      ) : allowances.isError ? (
        <ErrorPanel
          title="Could not load the allowance"
          message={errorMessage(allowances.error)}
          onRetry={() => void allowances.refetch()}
        />
      ) : allowances.data.items.length === 0 ? (
        <EmptyState title={manages ? 'No allowances yet' : 'You have no allowance yet'} />
      ) : (
        <ul aria-label="Allowance balances" className="grid gap-2">
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
