import { useMemo } from 'react';
import { planLimits, planPrices, planPriceText, type Plan } from '@familyhub/contracts';
import {
  currentLanguageSettings,
  formatsFor,
  useFormats,
  useMessages,
  type Formats,
} from '@familyhub/ui/i18n';
import { subscriptionMessages } from './messages';

type T = (typeof subscriptionMessages)['t'];

const planKeys = { free: 'plan.free', monthly: 'plan.monthly', annual: 'plan.annual' } as const;

/** How plans, prices, limits and billing dates read in the language in force. */
export interface PlanText {
  /** "Premium Annual" */
  planName(plan: Plan): string;
  /** "$4.99", "4,99 US$" in Spanish, "$0" for Free: prices are in US dollars in every language, written its way. */
  price(plan: Plan): string;
  /** "$4.99 per month" */
  priceText(plan: Plan): string;
  /** The landing's limits in words (spec 000 §9). */
  limitsText(plan: Plan): string[];
  /** "March 24, 2026" */
  longDate(iso: string): string;
}

/** The plan texts with `t` and the formats given (a component's), or the catalogue's own and the ones in force. */
export function planTextWith(
  t: T = subscriptionMessages.t,
  formats: Formats = formatsFor(currentLanguageSettings()),
): PlanText {
  const price = (plan: Plan) => planPriceText(plan, formats.locale);
  return {
    planName: (plan) => t(planKeys[plan]),
    price,
    priceText: (plan) =>
      plan === 'free'
        ? price(plan)
        : t(planPrices[plan].period === 'month' ? 'price.month' : 'price.year', { price: price(plan) }),
    limitsText(plan) {
      const { members, eventsPerDay } = planLimits[plan];
      return [
        members === null ? t('limits.membersUnlimited') : t('limits.members', { count: members }),
        eventsPerDay === null ? t('limits.eventsUnlimited') : t('limits.events', { count: eventsPerDay }),
      ];
    },
    longDate: (iso) => formats.date(iso, { month: 'long', day: 'numeric', year: 'numeric' }),
  };
}

/** The plan texts in the member's language (suspends while that language's messages arrive). */
export function usePlanText(): PlanText {
  const t = useMessages(subscriptionMessages);
  const formats = useFormats();
  return useMemo(() => planTextWith(t, formats), [t, formats]);
}

/** A plan's name in the language in force (outside a component). */
export function planName(plan: Plan): string {
  return planTextWith().planName(plan);
}
