/** Card checks every payment form and the sandbox provider share; nothing here stores a card. */

/** The Luhn (mod 10) checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

/** "Visa •••• 4242" — the only trace of a card that is kept. */
export function cardSummary(digits: string): string {
  return `${cardBrand(digits)} •••• ${digits.slice(-4)}`;
}

/** "MM/YY" or "MM/YYYY" → still valid during `now`'s month? (A card works until its month's end.) */
export function expiryInFuture(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  return now.getTime() < endOfMonth;
}
