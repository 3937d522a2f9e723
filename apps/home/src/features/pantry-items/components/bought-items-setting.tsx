import { errorMessage } from '@familyhub/api-client';
import { pantryAddBoughtChoices, type PantrySettings } from '@familyhub/contracts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Label,
  Select,
  toast,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { usePantrySettings, useSavePantrySettings } from '../api/pantry-items-api';
import { pantryItemsMessages } from '../messages';

/** The family's choice for items ticked off the shopping list as bought (admins and parents). */
export function BoughtItemsSetting() {
  const t = useMessages(pantryItemsMessages);
  const settings = usePantrySettings();
  const save = useSavePantrySettings();

  const choose = async (addBoughtItems: PantrySettings['addBoughtItems']) => {
    try {
      await save.mutateAsync({ addBoughtItems });
      toast({ title: t('bought.toast.saved'), description: t(`bought.${addBoughtItems}`) });
    } catch (error) {
      toast({ variant: 'destructive', title: t('bought.toast.failed'), description: errorMessage(error) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('bought.title')}</CardTitle>
        <CardDescription>{t('bought.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-1.5">
        <Label htmlFor="pantry-bought-items">{t('bought.label')}</Label>
        <Select
          id="pantry-bought-items"
          className="sm:max-w-xs"
          disabled={!settings.data || save.isPending}
          value={settings.data?.addBoughtItems ?? 'ask'}
          onChange={(event) => void choose(event.target.value as PantrySettings['addBoughtItems'])}
        >
          {pantryAddBoughtChoices.map((choice) => (
            <option key={choice} value={choice}>
              {t(`bought.${choice}`)}
            </option>
          ))}
        </Select>
        {settings.isError ? (
          <p className="text-sm text-destructive">
            {t('bought.error', { message: errorMessage(settings.error) })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
