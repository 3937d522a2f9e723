import { ShieldAlertIcon } from 'lucide-react';
import { Link } from '@familyhub/ui/router';
import { useSession, useSignOut } from '@familyhub/api-client';
import type { Session } from '@familyhub/contracts';
import { Button, EmptyState, ErrorPanel, PageHeader, Skeleton, toast } from '@familyhub/ui';
import { BrandLink } from '../../layout/public-frame';
import { useAdminDomains } from './api/use-admin-domains';
import { DomainSwitchesTable } from './components/domain-switches-table';
import { RemoteEntries } from './components/remote-entries';

function OperatorFrame({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const signOut = useSignOut();
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <header className="flex h-16 items-center justify-between gap-2 border-b border-border px-4 md:px-8">
        <div className="flex items-center gap-3">
          <BrandLink />
          <span className="hidden text-sm text-muted-foreground sm:inline">Platform console</span>
        </div>
        <div className="flex items-center gap-3">
          <span className="hidden text-sm sm:inline">{session.data?.user.name}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={signOut.isPending}
            onClick={() =>
              signOut.mutate(undefined, {
                onError: (error) =>
                  toast({ title: 'Sign out failed', description: error.message, variant: 'destructive' }),
              })
            }
          >
            Sign out
          </Button>
        </div>
      </header>
      <main id="main-content" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 md:px-8">
        {children}
      </main>
    </div>
  );
}

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
  if (!session.platformOperator) {
    return (
      <OperatorFrame>
        <EmptyState
          icon={<ShieldAlertIcon aria-hidden />}
          title="403 — Platform operators only"
          description="This console switches FamilyHub's domains for every family. Your account is not a platform operator."
          action={
            <Button asChild variant="outline">
              <Link to="/dashboard">Back to dashboard</Link>
            </Button>
          }
        />
      </OperatorFrame>
    );
  }
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
