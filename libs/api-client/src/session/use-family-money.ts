import { useMemo } from 'react';
import { DEFAULT_CURRENCY, formatMoney, moneyLabel } from '@familyhub/contracts';
import { useSession } from './session-hooks';

/**
 * Amounts in the family's currency (Settings › Family, carried by the session's family): `formatMoney(cents)` and
 * `moneyLabel('Amount')` → "Amount (€)". USD until the session has loaded.
 */
export function useFamilyMoney() {
  const session = useSession();
  const currency = session.data?.family.currency ?? DEFAULT_CURRENCY;
  return useMemo(
    () => ({
      currency,
      formatMoney: (cents: number) => formatMoney(cents, currency),
      moneyLabel: (label: string) => moneyLabel(label, currency),
    }),
    [currency],
  );
}
