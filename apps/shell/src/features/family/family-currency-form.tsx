import * as React from 'react';
import { currencySymbol, SUPPORTED_CURRENCIES, type CurrencyCode } from '@familyhub/contracts';
import { Button, FormField, Select } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { FamilySettingsFrame, useSaveFamilySettings } from './family-settings-frame';
import { familyMessages } from './messages';

/** The family's currency for every amount in FamilyHub; only the admin may change it (the server says so too). */
export function FamilyCurrencyForm({ editable }: { editable: boolean }) {
  const t = useMessages(familyMessages);
  const { save, isPending } = useSaveFamilySettings();
  const { locale } = useFormats();
  const currencyNames = React.useMemo(() => new Intl.DisplayNames([locale], { type: 'currency' }), [locale]);
  /** "EUR — Euro (€)": the code, its name in the member's language and the symbol amounts are shown with. */
  const currencyOption = (code: CurrencyCode) => {
    const symbol = currencySymbol(code);
    const name = currencyNames.of(code) ?? code;
    return symbol === code
      ? t('currency.option', { code, name })
      : t('currency.optionWithSymbol', { code, name, symbol });
  };
  const [chosen, setChosen] = React.useState<CurrencyCode | null>(null);
  return (
    <FamilySettingsFrame loadingLabel={t('currency.loading')}>
      {({ currency: current }) => {
        const selected = chosen ?? current;
        const submit = (event: React.FormEvent) => {
          event.preventDefault();
          save(
            { currency: selected },
            (saved) => t('currency.saved', { currency: currencyNames.of(saved.currency) ?? saved.currency }),
            () => setChosen(null),
          );
        };
        return (
          <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <FormField
              id="family-currency"
              label={t('currency.label')}
              hint={editable ? t('currency.hint') : t('currency.adminOnly')}
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
                {isPending ? t('currency.saving') : t('currency.save')}
              </Button>
            ) : null}
          </form>
        );
      }}
    </FamilySettingsFrame>
  );
}
