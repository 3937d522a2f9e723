import { useFamilyMoney } from '@familyhub/ui';

/**
 * Prices kept as a decimal of the family's currency (a shopping estimate of 12.5, an itinerary cost), written the
 * member's way in that currency: "$12.50", "12,50 US$".
 */
export function useFormatPrice(): (amount: number) => string {
  const { formatMoney } = useFamilyMoney();
  return (amount) => formatMoney(Math.round(amount * 100));
}
