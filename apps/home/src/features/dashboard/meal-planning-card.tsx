import { useState } from 'react';
import { errorMessage, useLiveUpdates } from '@familyhub/api-client';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList, type WidgetProps } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { dashboardMessages } from './messages';
import { addDays, dayLabel, isoDay, mealPlanningMessages, mondayOf, useMealPlans } from '../meal-planning';

const slotOrder = { breakfast: 0, lunch: 1, dinner: 2, snack: 3 } as const;

/** The dashboard's Meal Planning card: this week's planned meals, from today on, day by day. */
export function MealPlanningCard({ title, path }: WidgetProps) {
  const t = useMessages(dashboardMessages);
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
    <DashboardCard title={title} link={{ to: path, label: t('mealPlanning.open') }} regionLabel={title}>
      {meals.isPending ? (
        <PlaceholderList label={t('mealPlanning.loading')} count={3} lineClassName="h-6 w-full" />
      ) : meals.isError ? (
        <ErrorPanel title={t('mealPlanning.error')} message={errorMessage(meals.error)} />
      ) : ahead.length === 0 ? (
        <EmptyState title={t('mealPlanning.empty.title')} description={t('mealPlanning.empty.body')} />
      ) : (
        <ul aria-label={t('mealPlanning.list')} className="grid gap-1 text-sm">
          {ahead.slice(0, 6).map((meal) => (
            <li key={meal.id} className="flex justify-between gap-2">
              <span className="font-medium">{meal.title}</span>
              <span className="shrink-0 text-muted-foreground">
                {t('mealPlanning.when', {
                  day: dayLabel(meal.date, formats),
                  mealType: mealT(`mealType.${meal.mealType}`),
                })}
              </span>
            </li>
          ))}
          {ahead.length > 6 ? (
            <li className="text-muted-foreground">{t('mealPlanning.more', { count: ahead.length - 6 })}</li>
          ) : null}
        </ul>
      )}
    </DashboardCard>
  );
}
