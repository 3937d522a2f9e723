import * as React from 'react';
import { currencySymbol, SUPPORTED_CURRENCIES, type CurrencyCode } from '@familyhub/contracts';
import { Button, FormField, Select } from '@familyhub/ui';
import { FamilySettingsFrame, useSaveFamilySettings } from './family-settings-frame';

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

/** "EUR — Euro (€)": the code, its English name and the symbol amounts are shown with. */
function currencyOption(code: CurrencyCode): string {
  const symbol = currencySymbol(code);
  return `${code} — ${currencyNames.of(code) ?? code}${symbol === code ? '' : ` (${symbol})`}`;
}

/** The family's currency for every amount in FamilyHub; only the admin may change it (the server says so too). */
export function FamilyCurrencyForm({ editable }: { editable: boolean }) {
  const { save, isPending } = useSaveFamilySettings();
  const [chosen, setChosen] = React.useState<CurrencyCode | null>(null);
  return (
    <FamilySettingsFrame loadingLabel="Loading the family’s currency">
      {({ currency: current }) => {
        const selected = chosen ?? current;
        const submit = (event: React.FormEvent) => {
          event.preventDefault();
          save(
            { currency: selected },
            (saved) => `Amounts are now shown in ${currencyNames.of(saved.currency) ?? saved.currency}.`,
            () => setChosen(null),
          );
        };
        return (
          <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <FormField
              id="family-currency"
              label="Currency"
              hint={
                editable
                  ? 'Used for every amount: budgets, expenses, bills and allowances. Amounts keep their numbers; only the currency shown changes. Only currencies with two decimal places (cents) are offered.'
                  : 'Only the family admin can change the currency.'
              }
              className="flex-1"
            >
              {(control) => (
                <Select
                  {...control}
                  value={selected}
                  disabled={!editable || isPending}
                  onChange={(event) => setChosen(event.target.value as CurrencyCode)}
                >
                  {SUPPORTED_CURRENCIES.map((code) => (
                    <option key={code} value={code}>
                      {currencyOption(code)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            {editable ? (
              <Button type="submit" className="sm:mt-7" disabled={isPending || selected === current}>
                {isPending ? 'Saving…' : 'Save currency'}
              </Button>
            ) : null}
          </form>
        );
      }}
    </FamilySettingsFrame>
  );
}
