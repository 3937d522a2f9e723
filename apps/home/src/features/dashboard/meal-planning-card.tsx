import { useState } from 'react';
import { errorMessage, useLiveUpdates } from '@familyhub/api-client';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList, type WidgetProps } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { addDays, dayLabel, isoDay, mealPlanningMessages, mondayOf, useMealPlans } from '../meal-planning';

const slotOrder = { breakfast: 0, lunch: 1, dinner: 2, snack: 3 } as const;

/** The dashboard's Meal Planning card: this week's planned meals, from today on, day by day. */
export function MealPlanningCard({ title, path }: WidgetProps) {
  const mealT = useMessages(mealPlanningMessages);
  const formats = useFormats();
  useLiveUpdates();
  const [today] = useState(() => isoDay(new Date()));
  const monday = mondayOf(today);
  const meals = useMealPlans(monday, addDays(monday, 6));
  const ahead = (meals.data ?? [])
    .filter((m) => m.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || slotOrder[a.mealType] - slotOrder[b.mealType]);
  return (
    <DashboardCard title={title} link={{ to: path, label: 'Open Meal Planning' }} regionLabel={title}>
      {meals.isPending ? (
        <PlaceholderList label="Loading meals" count={3} lineClassName="h-6 w-full" />
      ) : meals.isError ? (
        <ErrorPanel title="Could not load meals" message={errorMessage(meals.error)} />
      ) : ahead.length === 0 ? (
        <EmptyState title="No meals planned" description="Nothing is planned for the rest of this week." />
      ) : (
        <ul aria-label="This week's meals" className="grid gap-1 text-sm">
          {ahead.slice(0, 6).map((meal) => (
            <li key={meal.id} className="flex justify-between gap-2">
              <span className="font-medium">{meal.title}</span>
              <span className="shrink-0 text-muted-foreground">
                {dayLabel(meal.date, formats)} · {mealT(`mealType.${meal.mealType}`)}
              </span>
            </li>
          ))}
          {ahead.length > 6 ? (
            <li className="text-muted-foreground">and {ahead.length - 6} more this week</li>
          ) : null}
        </ul>
      )}
    </DashboardCard>
  );
}
