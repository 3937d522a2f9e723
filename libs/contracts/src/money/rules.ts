// Money's rules and formatting without zod: dashboard cards need them at start, zod loads with the first form
// (issue #16). money.ts re-exports them beside the schemas.
import { numberFormat } from '../i18n/intl-formats';

/**
 * Money in FamilyHub is an integer number of cents from the database to the screen (no floating-point sums):
 * columns are `integer`/`bigint` cents, bodies and answers carry `…Cents` integers, totals are summed in SQL or with
 * `sumCents`, and only the screen turns cents into text with `formatMoney` (Intl.NumberFormat).
 */

/** The family's currency unless it chose another (spec 001 §9: currency usd). */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** The most a single amount may be: $10,000,000.00 (keeps sums of many amounts far inside Number's exact range). */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

/**
 * The currencies a family may choose (ISO 4217). Amounts are stored as integer hundredths of the unit ("cents"),
 * so only currencies with two minor digits are offered: a currency without a minor unit (JPY) or with three
 * (KWD) would need a different scale, and is left out rather than shown wrongly.
 */
export const SUPPORTED_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'INR',
  'ZAR',
  'MXN',
  'BRL',
] as const;
export type CurrencyCode = (typeof SUPPORTED_CURRENCIES)[number];

export const UNSUPPORTED_CURRENCY = `Currency must be one of ${SUPPORTED_CURRENCIES.join(', ')}`;

const currencyFormat = (currency: string, locale: string | undefined) =>
  numberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });

/**
 * $1,234.56 from 123456: amounts are hundredths of the currency (SUPPORTED_CURRENCIES are the two-decimal ones); a
 * locale may be given, else the runtime's.
 */
export function formatMoney(
  cents: number,
  currency: string = DEFAULT_CURRENCY,
  locale: string | undefined = 'en-US',
) {
  // Divide once, at the very end, only for display.
  return currencyFormat(currency, locale).format(cents / 100);
}

/**
 * An amount without a currency, for texts every family reads alike (validation messages): "10,000,000.00".
 */
export function plainAmount(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * Cents from what a person typed: "12", "12.5", "12.50", "$1,234.56", "CA$ 12", "12,50 €", "1 234,56" (a comma
 * followed by one or two digits at the end is a decimal comma; a currency's sign or code before or after the
 * number is ignored). Null for anything else (other letters, three decimals, negative amounts). Works on the
 * text's digits, never through a float, so "0.29" is 29 cents exactly.
 */
export function parseMoneyInput(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^(?:[A-Za-z]{0,3}[$€£₹]|[A-Z]{3}|R\$|kr\.?|zł)\s*/u, '')
    .replace(/\s*(?:[$€£₹]|[A-Z]{3}|kr\.?|zł)$/u, '')
    .replace(/\s+/g, '');
  if (cleaned === '') return null;
  const decimalComma = /^\d{1,3}(\.\d{3})*,\d{1,2}$|^\d+,\d{1,2}$/.test(cleaned);
  const normalised = decimalComma ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned.replace(/,/g, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(normalised);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) && cents <= MAX_AMOUNT_CENTS ? cents : null;
}

/** What an input shows for an amount: "12.50" (no currency sign, no grouping), the inverse of `parseMoneyInput`. */
export function centsToInput(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The exact sum of amounts in cents. */
export function sumCents(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isInteger(amount)) throw new TypeError(`Not a whole number of cents: ${amount}`);
    total += amount;
  }
  return total;
}

/** The currency's symbol as en-US writes it: $ for USD, € for EUR, CA$ for CAD, CHF for CHF. */
export function currencySymbol(currency: string = DEFAULT_CURRENCY): string {
  return (
    currencyFormat(currency, 'en-US')
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

/** An amount field's label with the family's currency: "Amount ($)" for USD, "Amount (€)" for EUR. */
export function moneyLabel(label: string, currency: string = DEFAULT_CURRENCY): string {
  return `${label} (${currencySymbol(currency)})`;
}
