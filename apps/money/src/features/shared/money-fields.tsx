import type { UseFormRegisterReturn } from 'react-hook-form';
import { billFrequencies } from '@familyhub/contracts';
import { FormField, Input, useFamilyMoney } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from './messages';

/** An amount typed as text ("12.50"), labelled with the family's currency: "Amount ($)", "Total (€)". */
export function AmountField({
  id,
  label,
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
  const t = useMessages(sharedMessages);
  return (
    <FormField id={id} label={moneyLabel(label ?? t('amount.label'))} error={error}>
      {(field) => <Input {...field} inputMode="decimal" placeholder={placeholder} {...registration} />}
    </FormField>
  );
}

/** The options of a repeat or billing cycle select: Weekly, Monthly, Quarterly, Yearly. */
export function FrequencyOptions() {
  const t = useMessages(sharedMessages);
  return billFrequencies.map((f) => (
    <option key={f} value={f}>
      {t(`frequency.${f}`)}
    </option>
  ));
}
