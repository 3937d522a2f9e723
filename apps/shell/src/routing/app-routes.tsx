import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from '@familyhub/api-client';
import type { Session } from '@familyhub/contracts';
import { SignInPage } from '../features/auth/sign-in-page';
import { SignUpPage } from '../features/auth/sign-up-page';
import { DashboardScreen } from '../features/dashboard/dashboard-screen';
import { CreateFamilyPage } from '../features/family/create-family-page';
import { LandingPage } from '../features/landing/landing-page';
import { NotificationsPage } from '../features/notifications/notifications-page';
import { AdminDomainsPage } from '../features/platform-admin/admin-domains-page';
import { CheckoutPage } from '../features/plans/checkout-page';
import { PremiumFeaturesPage } from '../features/plans/premium-features-page';
import { SubscriptionDemoPage } from '../features/plans/subscription-demo-page';
import { SettingsPage } from '../features/settings/settings-page';
import { SubscriptionPage } from '../features/subscription/subscription-page';
import { AppShell } from '../layout/app-shell';
import { DomainRoute } from './domain-route';
import { RequireSession } from './route-gate';

/** `/`: the landing page for visitors; a signed-in member goes straight to the dashboard. */
function Home() {
  const session = useSession();
  if (session.data) return <Navigate to="/dashboard" replace />;
  return <LandingPage />;
}

/** Platform operators have no household: every family screen but Settings sends them to their console. */
function FamilyShell({ session }: { session: Session }) {
  const { pathname } = useLocation();
  if (session.platformOperator && pathname !== '/settings') return <Navigate to="/admin/domains" replace />;
  return <AppShell session={session} />;
}

/** Spec 000 §2 route table. Public pages render without the application shell. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      <Route path="/landing" element={<LandingPage />} />
      <Route path="/sign-in" element={<SignInPage />} />
      <Route path="/sign-up" element={<SignUpPage />} />
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/subscription" element={<SubscriptionPage />} />
      <Route path="/subscription-demo" element={<SubscriptionDemoPage />} />
      <Route path="/premium-features" element={<PremiumFeaturesPage />} />
      <Route
        path="/admin/domains"
        element={<RequireSession>{(session) => <AdminDomainsPage session={session} />}</RequireSession>}
      />
      <Route element={<RequireSession>{(session) => <FamilyShell session={session} />}</RequireSession>}>
        <Route path="/dashboard" element={<DashboardScreen />} />
        <Route path="/create-family" element={<CreateFamilyPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="*" element={<DomainRoute />} />
      </Route>
    </Routes>
  );
}
