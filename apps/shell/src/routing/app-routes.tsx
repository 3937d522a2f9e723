import { Navigate, Route, Routes } from 'react-router-dom';
import { useSession } from '@familyhub/api-client';
import { ComingSoon } from '@familyhub/ui';
import { SignInPage } from '../features/auth/sign-in-page';
import { SignUpPage } from '../features/auth/sign-up-page';
import { CreateFamilyPage } from '../features/family/create-family-page';
import { LandingPage } from '../features/landing/landing-page';
import { CheckoutPage } from '../features/plans/checkout-page';
import { PremiumFeaturesPage } from '../features/plans/premium-features-page';
import { PublicFrame } from '../features/plans/public-frame';
import { SettingsPage } from '../features/settings/settings-page';
import { AppShell } from '../layout/app-shell';
import { DomainRoute } from './domain-route';
import { RequireSession } from './route-gate';

/** `/`: the landing page for visitors; a signed-in member goes straight to the dashboard. */
function Home() {
  const session = useSession();
  if (session.data) return <Navigate to="/dashboard" replace />;
  return <LandingPage />;
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
      <Route
        path="/subscription"
        element={
          <PublicFrame>
            <ComingSoon
              area="Subscription management"
              description="Changing or cancelling a plan online is not available yet. Your current plan is shown in the sidebar."
            />
          </PublicFrame>
        }
      />
      <Route
        path="/subscription-demo"
        element={
          <PublicFrame>
            <ComingSoon area="The subscription demo" />
          </PublicFrame>
        }
      />
      <Route path="/premium-features" element={<PremiumFeaturesPage />} />
      <Route element={<RequireSession>{(session) => <AppShell session={session} />}</RequireSession>}>
        <Route path="/create-family" element={<CreateFamilyPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route
          path="/notifications"
          element={<ComingSoon area="Notifications" description="Notification settings are not available yet." />}
        />
        <Route path="*" element={<DomainRoute />} />
      </Route>
    </Routes>
  );
}
