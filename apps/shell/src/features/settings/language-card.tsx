import { useForm } from 'react-hook-form';
import { errorMessage, useSaveLanguageSettings } from '@familyhub/api-client';
import {
  dateOrders,
  hourCycles,
  languageNames,
  languages,
  weekStarts,
  type LanguageSettings,
} from '@familyhub/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Select,
  toast,
} from '@familyhub/ui';
import { formatsFor, useMessages } from '@familyhub/ui/i18n';
import { settingsMessages } from './messages';

// A fixed moment to show what each choice looks like: 29 November 2026, 18:30.
const EXAMPLE = new Date(2026, 10, 29, 18, 30);
/** The name of weekday `day` (0 = Sunday) in `locale`. */
function weekdayOf(day: number, locale: string): string {
  const date = new Date(EXAMPLE);
  date.setDate(date.getDate() + ((day - date.getDay() + 7) % 7));
  return new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(date);
}

/** Settings › Profile: the member's language and formats, saved to their account so every device uses them. */
export function LanguageCard({ settings }: { settings: LanguageSettings }) {
  const t = useMessages(settingsMessages);
  const save = useSaveLanguageSettings();
  const form = useForm<LanguageSettings>({ values: settings });
  const chosen = form.watch();
  // Each example is drawn in the language being chosen, so a member sees what they will get.
  const example = (change: Partial<LanguageSettings>) => formatsFor({ ...chosen, ...change });
  const autoFormats = example({});

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast({
        title: t('language.saved'),
        description: t('language.savedDetail', { language: languageNames[values.language] }),
      });
    } catch (error) {
      toast({ title: t('language.saveFailed'), description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('language.title')}</CardTitle>
        <CardDescription>{t('language.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField id="language" label={t('language.language')}>
            {(control) => (
              <Select {...control} {...form.register('language')}>
                {languages.map((language) => (
                  <option key={language} value={language} lang={language}>
                    {languageNames[language]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="hour-cycle" label={t('language.hourCycle')}>
            {(control) => (
              <Select {...control} {...form.register('hourCycle')}>
                {hourCycles.map((cycle) => (
                  <option key={cycle} value={cycle}>
                    {t(`language.hourCycle.${cycle}`, {
                      example: example({ hourCycle: cycle }).time(EXAMPLE),
                    })}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="week-start" label={t('language.weekStart')}>
            {(control) => (
              <Select {...control} {...form.register('weekStart')}>
                {weekStarts.map((start) => (
                  <option key={start} value={start}>
                    {start === 'auto'
                      ? t('language.weekStart.auto', {
                          day: weekdayOf(autoFormats.firstDayOfWeek, autoFormats.locale),
                        })
                      : t(`language.weekStart.${start}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="date-order" label={t('language.dateOrder')}>
            {(control) => (
              <Select {...control} {...form.register('dateOrder')}>
                {dateOrders.map((order) => (
                  <option key={order} value={order}>
                    {t(`language.dateOrder.${order}`, {
                      example: example({ dateOrder: order }).numericDate(EXAMPLE),
                    })}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <p className="text-sm text-muted-foreground sm:col-span-2">{t('language.partial')}</p>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('profile.saving') : t('language.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
