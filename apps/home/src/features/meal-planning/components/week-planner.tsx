import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon } from 'lucide-react';

import { mealTypes, type MealPlan } from '@familyhub/contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ErrorPanel,
  ItemActions,
  Skeleton,
  deleteWithToast,
  lazyDialog,
} from '@familyhub/ui';
import { errorMessage } from '@familyhub/api-client';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { useDeleteMealPlan, useMealPlans } from '../api/meal-planning-api';
import { mealPlanningMessages } from '../messages';
import type { MealSlot } from './meal-form-dialog';
import { addDays, dayLabel as dayLabelOf, mondayOf } from './week';

// Its form, react-hook-form and the contract's schemas arrive when it first opens (issue #34).
const MealFormDialog = lazyDialog(() => import('./meal-form-dialog').then((m) => m.MealFormDialog));

/** The week calendar: seven days, each with breakfast, lunch, dinner and snack; add, move and remove meals. */
export function WeekPlanner({ today, organiser }: { today: string; organiser: boolean }) {
  const t = useMessages(mealPlanningMessages);
  const formats = useFormats();
  const dayLabel = (day: string) => dayLabelOf(day, formats);
  const mealTypeLabel = (mealType: MealPlan['mealType']) => t(`mealType.${mealType}`);
  const [monday, setMonday] = useState(() => mondayOf(today));
  const sunday = addDays(monday, 6);
  const meals = useMealPlans(monday, sunday);
  const remove = useDeleteMealPlan();
  const [dialog, setDialog] = useState<{ slot: MealSlot; meal?: MealPlan } | null>(null);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));

  const removeMeal = async (meal: MealPlan) => {
    await deleteWithToast(remove, meal.id, {
      deleted: { title: t('week.toast.removed') },
      failed: t('week.toast.removeFailed'),
    });
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('week.title', { from: dayLabel(monday), to: dayLabel(sunday) })}</CardTitle>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('week.previous')}
            onClick={() => setMonday(addDays(monday, -7))}
          >
            <ChevronLeftIcon aria-hidden className="rtl:-scale-x-100" />
          </Button>
          <Button variant="outline" size="sm" onClick={() => setMonday(mondayOf(today))}>
            {t('week.current')}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('week.next')}
            onClick={() => setMonday(addDays(monday, 7))}
          >
            <ChevronRightIcon aria-hidden className="rtl:-scale-x-100" />
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {meals.isError ? (
          <ErrorPanel
            title={t('week.error')}
            message={errorMessage(meals.error)}
            onRetry={() => void meals.refetch()}
          />
        ) : (
          // The week's days and slots are drawn while its meals load, each slot with a line standing in for them:
          // a phone's week is a long column, and the recipe library below stays where it first appears (issue #34).
          <ol
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-7"
            aria-label={t('week.days')}
            aria-busy={meals.isPending || undefined}
          >
            {days.map((day) => (
              <li
                key={day}
                aria-label={dayLabel(day)}
                className={`grid min-w-0 content-start gap-2 rounded-lg border p-2 ${day === today ? 'border-primary' : 'border-border'}`}
              >
                <p className="text-sm font-semibold">
                  {dayLabel(day)}
                  {day === today ? <span className="sr-only"> {t('week.today')}</span> : null}
                </p>
                {mealTypes.map((mealType) => {
                  const inSlot = (meals.data ?? []).filter((m) => m.date === day && m.mealType === mealType);
                  return (
                    <section
                      key={mealType}
                      aria-label={t('week.slot', { mealType: mealTypeLabel(mealType), day: dayLabel(day) })}
                      className="grid gap-1"
                    >
                      <div className="flex items-center justify-between">
                        <h3 className="text-xs font-medium uppercase text-muted-foreground">
                          {mealTypeLabel(mealType)}
                        </h3>
                        {organiser ? (
                          <Button
                            variant="ghost"
                            size="icon"
                            className="size-6"
                            aria-label={t('week.add', {
                              mealType: mealTypeLabel(mealType).toLowerCase(),
                              day: dayLabel(day),
                            })}
                            onClick={() => setDialog({ slot: { date: day, mealType } })}
                          >
                            <PlusIcon aria-hidden />
                          </Button>
                        ) : null}
                      </div>
                      {meals.isPending ? (
                        <Skeleton className="h-4 w-full" />
                      ) : inSlot.length === 0 ? (
                        <p className="text-xs text-muted-foreground">{t('week.nothingPlanned')}</p>
                      ) : (
                        <ul className="grid gap-1">
                          {inSlot.map((meal) => (
                            <li
                              key={meal.id}
                              className="flex flex-wrap items-start justify-between gap-1 rounded bg-muted/50 p-1 text-sm"
                            >
                              <span className="min-w-0 break-words">
                                {meal.title}
                                {meal.servings ? (
                                  <span className="block text-xs text-muted-foreground">
                                    {t('week.serves', { servings: meal.servings })}
                                  </span>
                                ) : null}
                              </span>
                              {organiser ? (
                                <ItemActions
                                  itemLabel={t('week.mealLabel', {
                                    title: meal.title,
                                    mealType: mealTypeLabel(meal.mealType).toLowerCase(),
                                    day: dayLabel(meal.date),
                                  })}
                                  onEdit={() =>
                                    setDialog({ slot: { date: meal.date, mealType: meal.mealType }, meal })
                                  }
                                  onDelete={() => void removeMeal(meal)}
                                  confirmTitle={t('week.remove.title', { title: meal.title })}
                                  confirmDescription={t('week.remove.description')}
                                />
                              ) : null}
                            </li>
                          ))}
                        </ul>
                      )}
                    </section>
                  );
                })}
              </li>
            ))}
          </ol>
        )}
        {meals.isPending ? (
          <p role="status" className="sr-only">
            {t('week.loading')}
          </p>
        ) : null}
      </CardContent>
      {dialog ? (
        <MealFormDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          slot={dialog.slot}
          meal={dialog.meal}
        />
      ) : null}
    </Card>
  );
}
