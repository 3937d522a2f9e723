import * as React from 'react';
import { useSession, useSubscriptionStatus } from '@familyhub/api-client';
import {
  hasFeature as planHasFeature,
  isPremiumPlan,
  planFeatures,
  type Plan,
  type PremiumFeature,
} from '@familyhub/contracts';
import { PremiumDialogProvider, lazyDialog } from '@familyhub/ui';
import { clearStoredPlan, readStoredPlan, storePlan } from './plan-storage';
import { useUpgradeOnPlanRequired } from './use-upgrade-on-plan-required';

export interface PremiumContextValue {
  plan: Plan;
  isPremium: boolean;
  features: readonly PremiumFeature[];
  hasFeature: (feature: PremiumFeature) => boolean;
  /**
   * False until the server has told us the family's plan (the default guess is premium, spec 000 §4); always false
   * for a visitor who is not signed in (there is no family plan to know).
   */
  planKnown: boolean;
  /** Opens the Premium Feature dialog naming the feature the person touched. */
  openPremiumDialog: (featureName: string) => void;
}

const PremiumContext = React.createContext<PremiumContextValue | null>(null);

// Fetched when a member first touches a premium feature, not with every page's first paint (issue #34).
const PremiumDialog = lazyDialog(() => import('./premium-dialog').then((m) => m.PremiumDialog));

/** Spec 000 §4: before the server answers, the household is treated as premium on the annual plan. */
const DEFAULT_PLAN: Plan = 'annual';

export function PremiumProvider({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const status = useSubscriptionStatus({ enabled: Boolean(session.data) });
  const [initialPlan] = React.useState<Plan>(() => readStoredPlan() ?? DEFAULT_PLAN);
  const plan: Plan = status.data?.plan ?? initialPlan;
  const [dialogFeature, setDialogFeature] = React.useState<string | null>(null);
  const openPremiumDialog = React.useCallback((featureName: string) => setDialogFeature(featureName), []);
  useUpgradeOnPlanRequired(openPremiumDialog);

  const serverPlan = status.data?.plan;
  React.useEffect(() => {
    if (serverPlan) storePlan(serverPlan);
  }, [serverPlan]);
  // Signed out (or never signed in): the stored plan belonged to the previous member.
  const signedOut = session.isSuccess && session.data === null;
  React.useEffect(() => {
    if (signedOut) clearStoredPlan();
  }, [signedOut]);

  const value = React.useMemo<PremiumContextValue>(
    () => ({
      plan,
      isPremium: isPremiumPlan(plan),
      features: planFeatures[plan],
      hasFeature: (feature) => planHasFeature(plan, feature),
      planKnown: Boolean(session.data) && (status.isSuccess || status.isError),
      openPremiumDialog,
    }),
    [plan, session.data, status.isSuccess, status.isError, openPremiumDialog],
  );

  return (
    <PremiumContext.Provider value={value}>
      {/* Remotes open the same dialog through @familyhub/ui's usePremiumDialog(). */}
      <PremiumDialogProvider openPremiumDialog={openPremiumDialog}>{children}</PremiumDialogProvider>
      {/* Its own boundary: the dialog sits outside the pages' boundaries while a language's messages arrive. */}
      <React.Suspense fallback={null}>
        <PremiumDialog
          plan={plan}
          featureName={dialogFeature}
          open={dialogFeature !== null}
          onOpenChange={(open) => {
            if (!open) setDialogFeature(null);
          }}
        />
      </React.Suspense>
    </PremiumContext.Provider>
  );
}

export function usePremium(): PremiumContextValue {
  const value = React.useContext(PremiumContext);
  if (!value) throw new Error('usePremium must be used within a PremiumProvider');
  return value;
}
