import { useState } from 'react';
import { ShoppingCartIcon } from 'lucide-react';
import { errorMessage, useLiveUpdates, useMembers } from '@familyhub/api-client';
import { defaultShoppingRange, type GenerateShoppingListAnswer } from '@familyhub/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, PageHeader, toast } from '@familyhub/ui';
import { useGenerateShoppingList } from '../api/meal-planning-api';
import { AiSuggestionsDialog } from './ai-suggestions-dialog';
import { RecipeLibrary } from './recipe-library';
import { WeekPlanner } from './week-planner';
import { isoDay } from './week';

const outcomeLabels: Record<GenerateShoppingListAnswer['lines'][number]['outcome'], string> = {
  added: 'added',
  updated: 'updated',
  merged: 'merged with the list',
  unchanged: 'already on the list',
  'in-pantry': 'in the pantry',
};

/** What the last generation did, line by line: needed, held in the pantry, put on the list. */
function GeneratedList({ answer }: { answer: GenerateShoppingListAnswer }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          Shopping list from {answer.meals} meal{answer.meals === 1 ? '' : 's'} ({answer.startDate} to{' '}
          {answer.endDate})
        </CardTitle>
      </CardHeader>
      <CardContent>
        {answer.lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No planned recipe in these days needs any ingredient.
          </p>
        ) : (
          <ul aria-label="Generated shopping list" className="grid gap-1 text-sm">
            {answer.lines.map((line) => (
              <li key={`${line.name}-${line.needed}`} className="flex flex-wrap justify-between gap-2">
                <span className="font-medium">{line.name}</span>
                <span className="text-muted-foreground">
                  needs {line.needed}
                  {line.inPantry ? `, ${line.inPantry} in the pantry` : ''}
                  {line.toBuy ? `, buy ${line.toBuy}` : ''} — {outcomeLabels[line.outcome]}
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
        title: 'Shopping list generated',
        description: `${answer.added} added, ${answer.updated} updated from ${answer.meals} planned meal${answer.meals === 1 ? '' : 's'}.`,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to generate shopping list',
        description: errorMessage(error),
      });
    }
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Meal Planning"
        description="Plan the week's meals, keep the family's recipes and turn the plan into a shopping list."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void generateList()} disabled={generate.isPending}>
              <ShoppingCartIcon aria-hidden />
              {generate.isPending ? 'Generating…' : 'Generate Shopping List'}
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
