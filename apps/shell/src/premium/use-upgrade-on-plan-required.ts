import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@familyhub/ui/router';
import { isPlanRequiredError } from '@familyhub/ui';
import { pageTitleOf } from '../routing/route-table';

/**
 * When something the person did (a mutation, in the shell or in any remote: they share the query client) is refused
 * with 403 plan_required, the Premium Feature dialog opens naming the page they are on. Failed reads are left to the
 * screens: the registry refresh replaces a screen whose domain the plan lost.
 */
export function useUpgradeOnPlanRequired(openPremiumDialog: (featureName: string) => void) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const pageRef = React.useRef(pathname);
  React.useEffect(() => {
    pageRef.current = pathname;
  }, [pathname]);

  React.useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (isPlanRequiredError(event.action.error)) openPremiumDialog(pageTitleOf(pageRef.current));
      }),
    [queryClient, openPremiumDialog],
  );
}
