import type { Session } from '@familyhub/contracts';
import { ErrorPanel, PageHeader, Skeleton } from '@familyhub/ui';
import { useAdminDomains } from './api/use-admin-domains';
import { DomainSwitchesTable } from './components/domain-switches-table';
import { OperatorFrame, OperatorOnly } from './components/operator-frame';
import { RemoteEntries } from './components/remote-entries';

function DomainsConsole() {
  const domains = useAdminDomains();
  if (domains.isPending) {
    return (
      <div role="status" aria-label="Loading domains" className="grid gap-2">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  }
  if (domains.isError) {
    return (
      <ErrorPanel
        title="The domains could not be loaded"
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
  if (!session.platformOperator) return <OperatorOnly />;
  return (
    <OperatorFrame>
      <PageHeader
        title="Domains"
        description="Which household domains each plan gets, and a kill switch per domain. Families' screens and the API follow a change within 30 seconds."
      />
      <DomainsConsole />
    </OperatorFrame>
  );
}
