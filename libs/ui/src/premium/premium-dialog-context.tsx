import * as React from 'react';
import { toast } from '../toast/toast-store';
import { uiMessages } from '../messages';

type OpenPremiumDialog = (featureName: string) => void;

/**
 * The shell owns the family's plan and the Premium Feature dialog; remotes reach it through this context
 * (libs/ui is a shared singleton, so the shell's provider is the one a remote's hook sees).
 */
const PremiumDialogContext = React.createContext<OpenPremiumDialog | null>(null);

export function PremiumDialogProvider({
  openPremiumDialog,
  children,
}: {
  openPremiumDialog: OpenPremiumDialog;
  children: React.ReactNode;
}) {
  return <PremiumDialogContext.Provider value={openPremiumDialog}>{children}</PremiumDialogContext.Provider>;
}

/** True for an API error whose JSON body says `plan_required` (the gateway's answer for a domain a better plan has). */
export function isPlanRequiredError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'plan_required'
  );
}

export function usePremiumDialog() {
  const open = React.useContext(PremiumDialogContext);
  return React.useMemo(() => {
    // A remote served by its own dev host has no shell around it: say the same thing in a toast.
    const openPremiumDialog: OpenPremiumDialog =
      open ??
      ((featureName) =>
        toast({
          title: uiMessages.t('premium.title'),
          description: uiMessages.t('premium.body', { feature: featureName }),
        }));
    return {
      openPremiumDialog,
      /** Opens the dialog when `error` is the gateway's 403 plan_required; true when it did. */
      offerUpgradeFor(error: unknown, featureName: string): boolean {
        if (!isPlanRequiredError(error)) return false;
        openPremiumDialog(featureName);
        return true;
      },
    };
  }, [open]);
}
