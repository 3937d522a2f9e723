import { parseMoneyInput } from '@familyhub/contracts';

/** Cents from an amount control; NaN (refused by the contract) when the text is no amount. */
export function centsOf(text: string): number {
  return parseMoneyInput(text) ?? Number.NaN;
}

/** Whether an amount control holds an amount above 0 (spec 001 §5: Add and Set stay disabled otherwise). */
export function isPositiveAmount(text: string): boolean {
  const cents = parseMoneyInput(text);
  return cents !== null && cents > 0;
}
