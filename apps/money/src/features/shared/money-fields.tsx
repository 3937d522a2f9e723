import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFamilyMoney } from '@familyhub/api-client';
import { billFrequencies } from '@familyhub/contracts';
import { FormField, Input } from '@familyhub/ui';

/** An amount typed as text ("12.50"), labelled with the family's currency: "Amount ($)", "Total (€)". */
export function AmountField({
  id,
  label = 'Amount',
  error,
  placeholder,
  registration,
}: {
  id: string;
  label?: string;
  error?: string;
  placeholder?: string;
  registration: UseFormRegisterReturn;
}) {
  const { moneyLabel } = useFamilyMoney();
  return (
    <FormField id={id} label={moneyLabel(label)} error={error}>
      {(field) => <Input {...field} inputMode="decimal" placeholder={placeholder} {...registration} />}
    </FormField>
  );
}

/** The options of a repeat or billing cycle select: Weekly, Monthly, Quarterly, Yearly. */
export function FrequencyOptions() {
  return billFrequencies.map((f) => (
    <option key={f} value={f}>
      {f[0]!.toUpperCase() + f.slice(1)}
    </option>
  ));
}
