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
import { usePantrySettings, useSavePantrySettings } from '../api/pantry-items-api';

const choiceLabels: Record<PantrySettings['addBoughtItems'], string> = {
  ask: 'Ask each time',
  always: 'Always add them to the pantry',
  never: 'Never add them',
};

/** The family's choice for items ticked off the shopping list as bought (admins and parents). */
export function BoughtItemsSetting() {
  const settings = usePantrySettings();
  const save = useSavePantrySettings();

  const choose = async (addBoughtItems: PantrySettings['addBoughtItems']) => {
    try {
      await save.mutateAsync({ addBoughtItems });
      toast({ title: 'Saved', description: choiceLabels[addBoughtItems] });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to save', description: errorMessage(error) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Bought items</CardTitle>
        <CardDescription>
          When someone ticks an item on the shopping list as bought, it can go into the pantry.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-1.5">
        <Label htmlFor="pantry-bought-items">Bought shopping items</Label>
        <Select
          id="pantry-bought-items"
          className="sm:max-w-xs"
          disabled={!settings.data || save.isPending}
          value={settings.data?.addBoughtItems ?? 'ask'}
          onChange={(event) => void choose(event.target.value as PantrySettings['addBoughtItems'])}
        >
          {pantryAddBoughtChoices.map((choice) => (
            <option key={choice} value={choice}>
              {choiceLabels[choice]}
            </option>
          ))}
        </Select>
        {settings.isError ? (
          <p className="text-sm text-destructive">
            Could not load this setting: {errorMessage(settings.error)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
