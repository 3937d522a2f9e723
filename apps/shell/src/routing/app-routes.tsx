import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from '@familyhub/ui/router';
import { useSession } from '@familyhub/api-client';
import type { Session } from '@familyhub/contracts';
import { ErrorPanel, lazyModule, useLazyModule } from '@familyhub/ui';
import { DashboardScreen } from '../features/dashboard/dashboard-screen';
import { AppShell } from '../layout/app-shell';
import { DomainRoute } from './domain-route';
import { routingMessages } from './messages';
import { FullPageSpinner, RequireSession } from './route-gate';
import { PageSkeleton } from './page-skeleton';

// The first paint needs only the landing page or the dashboard: every other page, with its forms (react-hook-form,
// the contracts' zod schemas) and dialogs, loads when it is first opened (issue #16).
const SignInPage = lazy(() =>
  import('../features/auth/sign-in-page').then((m) => ({ default: m.SignInPage })),
);
const SignUpPage = lazy(() =>
  import('../features/auth/sign-up-page').then((m) => ({ default: m.SignUpPage })),
);
const CreateFamilyPage = lazy(() =>
  import('../features/family/create-family-page').then((m) => ({ default: m.CreateFamilyPage })),
);
const NotificationsPage = lazy(() =>
  import('../features/notifications/notifications-page').then((m) => ({ default: m.NotificationsPage })),
);
const AdminDomainsPage = lazy(() =>
  import('../features/platform-admin/admin-domains-page').then((m) => ({ default: m.AdminDomainsPage })),
);
const AdminOutboxPage = lazy(() =>
  import('../features/platform-admin/admin-outbox-page').then((m) => ({ default: m.AdminOutboxPage })),
);
const CheckoutPage = lazy(() =>
  import('../features/plans/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
const PremiumFeaturesPage = lazy(() =>
  import('../features/plans/premium-features-page').then((m) => ({ default: m.PremiumFeaturesPage })),
);
const SubscriptionDemoPage = lazy(() =>
  import('../features/plans/subscription-demo-page').then((m) => ({ default: m.SubscriptionDemoPage })),
);
const SettingsPage = lazy(() =>
  import('../features/settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const SubscriptionPage = lazy(() =>
  import('../features/subscription/subscription-page').then((m) => ({ default: m.SubscriptionPage })),
);

/** A page that loads on first use: a skeleton in its place meanwhile (inside the application shell, if any). */
function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSkeleton />}>{children}</Suspense>;
}

/**
 * The landing page's code: not part of a member's first paint (issue #34). A visitor's `/` fetches it beside the
 * shell (the gateway's preload hint, the `landing` chunk), and bootstrap.tsx waits for it before the first render,
 * so React draws it over the page's first-paint markup at once.
 */
export const landingPage = lazyModule(() =>
  import(/* webpackChunkName: "landing" */ '../features/landing/landing-page').then((m) => m.LandingPage),
);

function Landing() {
  const [failed, setFailed] = useState(false);
  const LandingPage = useLazyModule(landingPage, !failed, () => setFailed(true));
  if (LandingPage) return <LandingPage />;
  if (!failed) return <FullPageSpinner />;
  return (
    <main className="mx-auto max-w-lg p-6">
      <ErrorPanel
        title={routingMessages.t('landing.error.title')}
        message={routingMessages.t('landing.error.body')}
        onRetry={() => setFailed(false)}
      />
    </main>
  );
}

/** `/`: the landing page for visitors; a signed-in member goes straight to the dashboard. */
function Home() {
  const session = useSession();
  if (session.data) return <Navigate to="/dashboard" replace />;
  return <Landing />;
}

/** Platform operators have no household: every family screen but Settings sends them to their console. */
function FamilyShell({ session }: { session: Session }) {
  const { pathname } = useLocation();
  if (session.platformOperator && pathname !== '/settings') return <Navigate to="/admin/domains" replace />;
  return <AppShell session={session} />;
}

/** Spec 000 §2 route table. Public pages render without the application shell. */
export function AppRoutes() {
  // The outer boundary: a public page, or the route gate, while a language's messages arrive (ADR 0023). The
  // application shell has boundaries of its own for its parts.
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/landing" element={<Landing />} />
        <Route
          path="/sign-in"
          element={
            <Lazy>
              <SignInPage />
            </Lazy>
          }
        />
        <Route
          path="/sign-up"
          element={
            <Lazy>
              <SignUpPage />
            </Lazy>
          }
        />
        <Route
          path="/checkout"
          element={
            <Lazy>
              <CheckoutPage />
            </Lazy>
          }
        />
        <Route
          path="/subscription"
          element={
            <Lazy>
              <SubscriptionPage />
            </Lazy>
          }
        />
        <Route
          path="/subscription-demo"
          element={
            <Lazy>
              <SubscriptionDemoPage />
            </Lazy>
          }
        />
        <Route
          path="/premium-features"
          element={
            <Lazy>
              <PremiumFeaturesPage />
            </Lazy>
          }
        />
        <Route
          path="/admin/domains"
          element={
            <RequireSession>
              {(session) => (
                <Lazy>
                  <AdminDomainsPage session={session} />
                </Lazy>
              )}
            </RequireSession>
          }
        />
        <Route
          path="/admin/outbox"
          element={
            <RequireSession>
              {(session) => (
                <Lazy>
                  <AdminOutboxPage session={session} />
                </Lazy>
              )}
            </RequireSession>
          }
        />
        <Route element={<RequireSession>{(session) => <FamilyShell session={session} />}</RequireSession>}>
          <Route path="/dashboard" element={<DashboardScreen />} />
          <Route
            path="/create-family"
            element={
              <Lazy>
                <CreateFamilyPage />
              </Lazy>
            }
          />
          <Route
            path="/settings"
            element={
              <Lazy>
                <SettingsPage />
              </Lazy>
            }
          />
          <Route
            path="/notifications"
            element={
              <Lazy>
                <NotificationsPage />
              </Lazy>
            }
          />
          <Route path="*" element={<DomainRoute />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
