import { useMemo } from 'react';
import { useSession } from '@familyhub/api-client';
import { DEFAULT_CURRENCY, formatMoney } from '@familyhub/contracts';
import { useFormats } from '@familyhub/ui/i18n';

/** The currency's sign as the member's locale writes it: "$" in en-US, "US$" in es, "€" for EUR. */
function currencySign(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/**
 * Amounts in the family's currency (Settings › Family, carried by the session's family), written the member's way
 * (ADR 0023): `formatMoney(1250)` → "$12.50" in English, "12,50 US$" in Spanish; `moneyLabel('Amount')` →
 * "Amount ($)". USD until the session has loaded.
 */
export function useFamilyMoney() {
  const session = useSession();
  const { locale } = useFormats();
  const currency = session.data?.family.currency ?? DEFAULT_CURRENCY;
  return useMemo(
    () => ({
      currency,
      formatMoney: (cents: number) => formatMoney(cents, currency, locale),
      moneyLabel: (label: string) => `${label} (${currencySign(currency, locale)})`,
    }),
    [currency, locale],
  );
}
