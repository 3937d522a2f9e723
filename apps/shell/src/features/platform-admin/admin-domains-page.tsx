import type { Session } from '@familyhub/contracts';
import { ErrorPanel, PageHeader, Skeleton } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useAdminDomains } from './api/use-admin-domains';
import { DomainSwitchesTable } from './components/domain-switches-table';
import { OperatorFrame, OperatorOnly } from './components/operator-frame';
import { RemoteEntries } from './components/remote-entries';
import { platformAdminMessages } from './messages';

function DomainsConsole() {
  const t = useMessages(platformAdminMessages);
  const domains = useAdminDomains();
  if (domains.isPending) {
    return (
      <div role="status" aria-label={t('domains.loading')} className="grid gap-2">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  }
  if (domains.isError) {
    return (
      <ErrorPanel
        title={t('domains.loadFailed')}
        message={domains.error.message}
        onRetry={() => void domains.refetch()}
      />
    );
  }
  return (
    <>
      <DomainSwitchesTable domains={domains.data} />
      <RemoteEntries domains={domains.data} />
    </>
  );
}

/** /admin/domains: the platform's domain registry, for platform operators only. */
export function AdminDomainsPage({ session }: { session: Session }) {
  const t = useMessages(platformAdminMessages);
  if (!session.platformOperator) return <OperatorOnly />;
  return (
    <OperatorFrame>
      <PageHeader title={t('domains.title')} description={t('domains.description')} />
      <DomainsConsole />
    </OperatorFrame>
  );
}
