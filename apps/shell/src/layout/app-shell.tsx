import * as React from 'react';
import { Outlet, useLocation } from '@familyhub/ui/router';
import { useSignOut } from '@familyhub/api-client';
import type { Session } from '@familyhub/contracts';
import { toast } from '@familyhub/ui';
import { AlertPopup } from '../features/alerts/alert-popup';
import { AlertsBell } from '../features/alerts/alerts-bell';
import { OfflineStatus, useOfflineData } from '../features/offline';
import { pageTitleOf } from '../routing/route-table';
import { Header } from './header';
import { MobileNav } from './mobile-nav';
import { ShellFrame } from './shell-frame';
import { Sidebar } from './sidebar';

export function AppShell({ session }: { session: Session }) {
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const title = pageTitleOf(pathname);
  useOfflineData(session.user.id);

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
    <ShellFrame
      sidebar={<Sidebar session={session} />}
      header={
        <Header
          title={title}
          onSignOut={handleSignOut}
          signingOut={signOut.isPending}
          actions={<AlertsBell key={session.user.id} userId={session.user.id} />}
        />
      }
      after={
        <>
          <MobileNav />
          <AlertPopup key={session.user.id} userId={session.user.id} />
        </>
      }
    >
      <OfflineStatus />
      <Outlet />
    </ShellFrame>
  );
}
