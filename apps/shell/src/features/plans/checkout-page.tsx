import { planPrices } from '@familyhub/contracts';
import { ComingSoon } from '@familyhub/ui';
import { readSelectedPlan } from '../../premium/plan-storage';
import { PublicFrame } from './public-frame';

const planNames = { monthly: 'Premium Monthly', annual: 'Premium Annual' } as const;

/** Spec 000 §2: the plan chosen in the Premium Feature dialog arrives through local storage (selectedPlan). */
export function CheckoutPage() {
  const selected = readSelectedPlan();
  const chosen = selected === 'monthly' || selected === 'annual' ? selected : null;
  return (
    <PublicFrame>
      <ComingSoon
        area="Checkout"
        description={
          chosen
            ? `You chose ${planNames[chosen]} (${planPrices[chosen].label} per ${planPrices[chosen].period}). Paying online is not available yet, so nothing has been charged and your plan has not changed.`
            : 'Paying online is not available yet, so no plan can be bought here.'
        }
      />
    </PublicFrame>
  );
}
