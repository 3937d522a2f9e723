import { z } from 'zod';
import { MAX_AMOUNT_CENTS, SUPPORTED_CURRENCIES, UNSUPPORTED_CURRENCY, plainAmount } from './rules';

export * from './rules';

/** The family's currency, one of SUPPORTED_CURRENCIES (a three-letter ISO 4217 code). */
export const currencyCode = z.enum(SUPPORTED_CURRENCIES, { error: UNSUPPORTED_CURRENCY });

/**
 * An amount in cents for a body: a whole number from `min` (default 0) up to MAX_AMOUNT_CENTS, with messages that
 * name the field and no currency, since every family reads them (`amountCents('Amount', { min: 1 })` → 'Amount
 * must be more than 0.00').
 */
export function amountCents(field: string, options: { min?: number } = {}) {
  const min = options.min ?? 0;
  const below =
    min > 0 ? `${field} must be more than ${plainAmount(min - 1)}` : `${field} cannot be negative`;
  return z
    .number({ error: `${field} must be an amount in cents` })
    .int(`${field} must be a whole number of cents`)
    .min(min, below)
    .max(MAX_AMOUNT_CENTS, `${field} must be at most ${plainAmount(MAX_AMOUNT_CENTS)}`);
}
