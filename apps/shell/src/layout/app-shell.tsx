import * as React from 'react';
import { Outlet, useLocation } from '@familyhub/ui/router';
import { useSignOut } from '@familyhub/api-client';
import type { Session } from '@familyhub/contracts';
import { toast } from '@familyhub/ui';
import { AlertPopup } from '../features/alerts/alert-popup';
import { AlertsBell } from '../features/alerts/alerts-bell';
import { pageTitleOf } from '../routing/route-table';
import { Header } from './header';
import { MobileNav } from './mobile-nav';
import { Sidebar } from './sidebar';

export function AppShell({ session }: { session: Session }) {
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const title = pageTitleOf(pathname);

  React.useEffect(() => {
    document.title = `${title} · FamilyHub`;
  }, [title]);

  // Signing out clears the session; the route gate then shows sign-in.
  const handleSignOut = () => {
    signOut.mutate(undefined, {
      onError: (error) =>
        toast({ title: 'Sign out failed', description: error.message, variant: 'destructive' }),
    });
  };

  return (
    <div className="flex min-h-screen bg-background">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Sidebar session={session} />
      <div className="flex min-w-0 flex-1 flex-col">
        <Header
          title={title}
          onSignOut={handleSignOut}
          signingOut={signOut.isPending}
          actions={<AlertsBell key={session.user.id} userId={session.user.id} />}
        />
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 pb-24 outline-none md:px-8 md:pb-8">
          <Outlet />
        </main>
      </div>
      <MobileNav />
      <AlertPopup key={session.user.id} userId={session.user.id} />
    </div>
  );
}
