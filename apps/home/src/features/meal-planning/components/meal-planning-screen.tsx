import { useState } from 'react';
import { ShoppingCartIcon } from 'lucide-react';
import { errorMessage, useLiveUpdates, useMembers } from '@familyhub/api-client';
import { defaultShoppingRange, type GenerateShoppingListAnswer } from '@familyhub/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, PageHeader, toast } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { mealPlanningMessages } from '../messages';
import { useGenerateShoppingList } from '../api/meal-planning-api';
import { AiSuggestionsDialog } from './ai-suggestions-dialog';
import { RecipeLibrary } from './recipe-library';
import { WeekPlanner } from './week-planner';
import { isoDay } from './week';

const outcomeKeys = {
  added: 'generated.outcome.added',
  updated: 'generated.outcome.updated',
  merged: 'generated.outcome.merged',
  unchanged: 'generated.outcome.unchanged',
  'in-pantry': 'generated.outcome.inPantry',
} as const satisfies Record<GenerateShoppingListAnswer['lines'][number]['outcome'], string>;

/** What the last generation did, line by line: needed, held in the pantry, put on the list. */
function GeneratedList({ answer }: { answer: GenerateShoppingListAnswer }) {
  const t = useMessages(mealPlanningMessages);
  const formats = useFormats();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {t('generated.title', {
            meals: answer.meals,
            startDate: formats.date(answer.startDate),
            endDate: formats.date(answer.endDate),
          })}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {answer.lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('generated.empty')}</p>
        ) : (
          <ul aria-label={t('generated.list')} className="grid gap-1 text-sm">
            {answer.lines.map((line) => (
              <li key={`${line.name}-${line.needed}`} className="flex flex-wrap justify-between gap-2">
                <span className="font-medium">{line.name}</span>
                <span className="text-muted-foreground">
                  {t('generated.line', {
                    needed: line.needed,
                    inPantry: line.inPantry || 'none',
                    toBuy: line.toBuy || 'none',
                    outcome: t(outcomeKeys[line.outcome]),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** /meal-planning (001 §2): the week calendar, the recipe library, Generate Shopping List, AI suggestions. */
export function MealPlanningScreen() {
  const t = useMessages(mealPlanningMessages);
  useLiveUpdates();
  const members = useMembers();
  const [today] = useState(() => isoDay(new Date()));
  const generate = useGenerateShoppingList();
  const [lastAnswer, setLastAnswer] = useState<GenerateShoppingListAnswer | null>(null);

  const generateList = async () => {
    try {
      const answer = await generate.mutateAsync(defaultShoppingRange(today));
      setLastAnswer(answer);
      toast({
        title: t('generate.toast.done'),
        description: t('generate.toast.summary', {
          added: answer.added,
          updated: answer.updated,
          meals: answer.meals,
        }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('generate.toast.failed'),
        description: errorMessage(error),
      });
    }
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('screen.title')}
        description={t('screen.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void generateList()} disabled={generate.isPending}>
              <ShoppingCartIcon aria-hidden />
              {generate.isPending ? t('generate.pending') : t('generate.button')}
            </Button>
            <AiSuggestionsDialog />
          </div>
        }
      />
      {lastAnswer ? <GeneratedList answer={lastAnswer} /> : null}
      <WeekPlanner today={today} organiser={members.organiser} />
      <RecipeLibrary organiser={members.organiser} />
    </div>
  );
}
