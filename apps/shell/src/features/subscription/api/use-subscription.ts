import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, callEndpoint } from '@familyhub/api-client';
import {
  endpointRoutes,
  type ChangePlanBody,
  type CheckoutBody,
  type SubscriptionDetails,
} from '@familyhub/contracts';

/** Under queryKeys.subscription()'s root, so one invalidation refreshes the status the premium context reads too. */
export const subscriptionKeys = {
  all: () => ['subscription'] as const,
  details: () => ['subscription', 'details'] as const,
  billingHistory: () => ['subscription', 'billing-history'] as const,
};

/** GET /api/subscription — the family's plan and the paid subscription behind it. */
export function useSubscriptionDetails(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: subscriptionKeys.details(),
    queryFn: () => callEndpoint(endpointRoutes.billing.details),
    enabled: options.enabled ?? true,
  });
}

/** GET /api/subscription/billing-history — newest first; the family admin only. */
export function useBillingHistory(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: subscriptionKeys.billingHistory(),
    queryFn: () => callEndpoint(endpointRoutes.billing.history),
    enabled: options.enabled ?? true,
  });
}

/**
 * After any plan change: the premium context (subscription status), the session (its plan), the domains the
 * plan opens, and this feature's own answers are all read again.
 */
function usePlanChanged() {
  const queryClient = useQueryClient();
  return async (details?: SubscriptionDetails) => {
    if (details) queryClient.setQueryData(subscriptionKeys.details(), details);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionKeys.all() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.subscription() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.session() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.domains() }),
    ]);
  };
}

function usePlanMutation<Body>(request: (body: Body) => Promise<SubscriptionDetails>) {
  const planChanged = usePlanChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (details) => planChanged(details),
    // A declined card is recorded in the billing history too.
    onError: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.billingHistory() }),
  });
}

export const useCheckout = () =>
  usePlanMutation((body: CheckoutBody) => callEndpoint(endpointRoutes.billing.checkout, { body }));
export const useChangePlan = () =>
  usePlanMutation((body: ChangePlanBody) => callEndpoint(endpointRoutes.billing.change, { body }));
export const useCancelSubscription = () => usePlanMutation(() => callEndpoint(endpointRoutes.billing.cancel));
export const useResumeSubscription = () => usePlanMutation(() => callEndpoint(endpointRoutes.billing.resume));
export const useSwitchToFree = () => usePlanMutation(() => callEndpoint(endpointRoutes.billing.switchToFree));
