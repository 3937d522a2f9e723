import type * as React from 'react';
import { ShieldAlertIcon } from 'lucide-react';
import { Link, NavLink } from '@familyhub/ui/router';
import { useSession, useSignOut } from '@familyhub/api-client';
import { Button, buttonVariants, EmptyState, toast } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { BrandLink } from '../../../layout/public-frame';
import { platformAdminMessages } from '../messages';

const consolePages = [
  { to: '/admin/domains', label: 'frame.pages.domains' },
  { to: '/admin/outbox', label: 'frame.pages.outbox' },
] as const;

/** The platform console's frame: brand, its pages, the operator, Sign out. */
export function OperatorFrame({ children }: { children: React.ReactNode }) {
  const t = useMessages(platformAdminMessages);
  const session = useSession();
  const signOut = useSignOut();
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <header className="flex h-16 items-center justify-between gap-2 border-b border-border px-4 md:px-8">
        <div className="flex items-center gap-3">
          <BrandLink />
          <span className="hidden text-sm text-muted-foreground sm:inline">{t('frame.console')}</span>
          <nav aria-label={t('frame.console')} className="flex gap-1">
            {consolePages.map((page) => (
              <NavLink
                key={page.to}
                to={page.to}
                className={({ isActive }) =>
                  buttonVariants({ variant: isActive ? 'secondary' : 'ghost', size: 'sm' })
                }
              >
                {t(page.label)}
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
                  toast({
                    title: t('frame.signOutFailed'),
                    description: error.message,
                    variant: 'destructive',
                  }),
              })
            }
          >
            {t('frame.signOut')}
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
  const t = useMessages(platformAdminMessages);
  return (
    <OperatorFrame>
      <EmptyState
        icon={<ShieldAlertIcon aria-hidden />}
        title={t('operatorOnly.title')}
        description={t('operatorOnly.body')}
        action={
          <Button asChild variant="outline">
            <Link to="/dashboard">{t('operatorOnly.back')}</Link>
          </Button>
        }
      />
    </OperatorFrame>
  );
}
