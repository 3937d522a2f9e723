// Prices are in US dollars (spec 001 §9: currency usd).
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatPrice(amount: number): string {
  return dollars.format(amount);
}

/** The sum of the estimated prices of the items still to buy, in cents to avoid float drift. */
export function openItemsTotal(
  items: readonly { completed: boolean; estimatedPrice: number | null }[],
): number {
  const cents = items.reduce(
    (sum, item) =>
      item.completed || item.estimatedPrice === null ? sum : sum + Math.round(item.estimatedPrice * 100),
    0,
  );
  return cents / 100;
}
