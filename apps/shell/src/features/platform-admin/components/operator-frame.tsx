import type * as React from 'react';
import { ShieldAlertIcon } from 'lucide-react';
import { Link, NavLink } from '@familyhub/ui/router';
import { useSession, useSignOut } from '@familyhub/api-client';
import { Button, buttonVariants, EmptyState, toast } from '@familyhub/ui';
import { BrandLink } from '../../../layout/public-frame';

const consolePages = [
  { to: '/admin/domains', label: 'Domains' },
  { to: '/admin/outbox', label: 'Outbox' },
] as const;

/** The platform console's frame: brand, its pages, the operator, Sign out. */
export function OperatorFrame({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const signOut = useSignOut();
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <header className="flex h-16 items-center justify-between gap-2 border-b border-border px-4 md:px-8">
        <div className="flex items-center gap-3">
          <BrandLink />
          <span className="hidden text-sm text-muted-foreground sm:inline">Platform console</span>
          <nav aria-label="Platform console" className="flex gap-1">
            {consolePages.map((page) => (
              <NavLink
                key={page.to}
                to={page.to}
                className={({ isActive }) =>
                  buttonVariants({ variant: isActive ? 'secondary' : 'ghost', size: 'sm' })
                }
              >
                {page.label}
              </NavLink>
            ))}
          </nav>
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

/** What a signed-in member who is not an operator sees at a console address. */
export function OperatorOnly() {
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
