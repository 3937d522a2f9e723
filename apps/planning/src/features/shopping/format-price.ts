// Prices are in US dollars (spec 001 §9: currency usd).
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatPrice(amount: number): string {
  return dollars.format(amount);
}
