import { parseMoneyInput } from '@familyhub/contracts';

/** An empty control is null in the body. */
export const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

/**
 * Cents from a typed amount ("21.99" → 2199), null when empty; text the money parser cannot read is passed on as
 * it is, so the contract refuses it with the field's own words.
 */
export function centsOrText(text: string): number | string | null {
  const typed = text.trim();
  return typed === '' ? null : (parseMoneyInput(typed) ?? typed);
}
