import { Suspense } from 'react';
import { Outlet, useLocation } from '@familyhub/ui/router';
import { useSignOut } from '@familyhub/api-client';
import type { Session } from '@familyhub/contracts';
import { Skeleton, toast } from '@familyhub/ui';
import { AlertPopup } from '../features/alerts/alert-popup';
import { AlertsBell } from '../features/alerts/alerts-bell';
import { OfflineStatus, useOfflineData } from '../features/offline';
import { PageSkeleton } from '../routing/page-skeleton';
import { Header, HeaderFrame } from './header';
import { layoutMessages } from './messages';
import { MobileNav } from './mobile-nav';
import { ShellFrame } from './shell-frame';
import { Sidebar, SidebarPlaceholder } from './sidebar';

export function AppShell({ session }: { session: Session }) {
  const { pathname } = useLocation();
  const signOut = useSignOut();
  useOfflineData(session.user.id);

  // Signing out clears the session; the route gate then shows sign-in.
  const handleSignOut = () => {
    signOut.mutate(undefined, {
      onError: (error) =>
        toast({
          title: layoutMessages.t('toast.signOutFailed'),
          description: error.message,
          variant: 'destructive',
        }),
    });
  };

  // Each part draws in the member's language; while a language's messages arrive (ADR 0023), that part alone shows
  // its placeholder and the page keeps its state.
  return (
    <ShellFrame
      sidebar={
        <Suspense fallback={<SidebarPlaceholder />}>
          <Sidebar session={session} />
        </Suspense>
      }
      header={
        <Suspense fallback={<HeaderFrame title="" subtitle={<Skeleton className="h-4 w-48" />} />}>
          <Header
            pathname={pathname}
            onSignOut={handleSignOut}
            signingOut={signOut.isPending}
            actions={<AlertsBell key={session.user.id} userId={session.user.id} />}
          />
        </Suspense>
      }
      after={
        <Suspense fallback={null}>
          <MobileNav />
          <AlertPopup key={session.user.id} userId={session.user.id} />
        </Suspense>
      }
    >
      <Suspense fallback={null}>
        <OfflineStatus />
      </Suspense>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </ShellFrame>
  );
}
