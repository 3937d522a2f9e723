import { useForm } from 'react-hook-form';
import {
  createMealPlanBody,
  mealTypes,
  type CreateMealPlanBody,
  type MealPlan,
  type MealType,
} from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, Select, Textarea } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { useCreateMealPlan, useUpdateMealPlan, useRecipeChoices } from '../api/meal-planning-api';
import { mealPlanningMessages } from '../messages';
import { sharedMessages } from '../../shared/messages';

interface MealFormValues {
  date: string;
  mealType: MealType;
  recipeId: string;
  title: string;
  servings: string;
  notes: string;
}

const bodyOf = (v: MealFormValues): CreateMealPlanBody => ({
  date: v.date,
  mealType: v.mealType,
  recipeId: v.recipeId ? Number(v.recipeId) : null,
  title: v.recipeId ? null : v.title.trim() || null,
  servings: v.servings.trim() ? Number(v.servings) : null,
  notes: v.notes.trim() || null,
});

const resolver = contractResolver(createMealPlanBody, bodyOf);

export interface MealSlot {
  date: string;
  mealType: MealType;
}

/** Plan a meal in a slot (a recipe, or a free-text meal), or move a planned one to another day or slot. */
export function MealFormDialog({
  open,
  onOpenChange,
  slot,
  meal,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  slot: MealSlot;
  meal?: MealPlan;
}) {
  const t = useMessages(mealPlanningMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={meal ? t('meal.move.title') : t('meal.add.title')}
      description={meal ? t('meal.move.description', { title: meal.title }) : t('meal.add.description')}
    >
      <MealForm
        key={meal?.id ?? `${slot.date}-${slot.mealType}`}
        slot={slot}
        meal={meal}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function MealForm({ slot, meal, onDone }: { slot: MealSlot; meal?: MealPlan; onDone: () => void }) {
  const t = useMessages(mealPlanningMessages);
  const shared = useMessages(sharedMessages);
  const create = useCreateMealPlan();
  const update = useUpdateMealPlan();
  const recipes = useRecipeChoices('');
  const form = useForm<MealFormValues, unknown, CreateMealPlanBody>({
    resolver,
    defaultValues: {
      date: meal?.date ?? slot.date,
      mealType: meal?.mealType ?? slot.mealType,
      recipeId: meal?.recipeId?.toString() ?? '',
      title: meal && meal.recipeId === null ? meal.title : '',
      servings: meal?.servings?.toString() ?? '',
      notes: meal?.notes ?? '',
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const chosenRecipe = watch('recipeId');

  const saveMeal = (body: CreateMealPlanBody) =>
    meal
      ? update.mutateAsync({
          id: meal.id,
          body: {
            date: body.date,
            mealType: body.mealType,
            servings: body.servings ?? null,
            notes: body.notes ?? null,
            ...(meal.recipeId === null && body.title ? { title: body.title } : {}),
          },
        })
      : create.mutateAsync(body);
  const save = useSaveForm(
    form,
    { mutateAsync: saveMeal },
    {
      saved: meal ? t('meal.toast.moved') : t('meal.toast.added'),
      failedToast: meal ? undefined : t('meal.toast.addFailed'),
      onDone,
    },
  );

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="meal-date" label={t('meal.form.day')} error={errors.date?.message}>
          {(field) => <Input {...field} type="date" {...register('date')} />}
        </FormField>
        <FormField id="meal-type" label={t('meal.form.slot')} error={errors.mealType?.message}>
          {(field) => (
            <Select {...field} {...register('mealType')}>
              {mealTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`mealType.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {meal ? null : (
        <FormField id="meal-recipe" label={t('meal.form.recipe')} error={errors.recipeId?.message}>
          {(field) => (
            <Select {...field} {...register('recipeId')}>
              <option value="">{t('meal.form.noRecipe')}</option>
              {(recipes.data?.items ?? []).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.title}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      {chosenRecipe || (meal && meal.recipeId !== null) ? null : (
        <FormField id="meal-title" label={t('meal.form.meal')} error={errors.title?.message}>
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              placeholder={t('meal.form.mealPlaceholder')}
              {...register('title')}
            />
          )}
        </FormField>
      )}
      <FormField
        id="meal-servings"
        label={t('meal.form.servings')}
        hint={t('meal.form.servingsHint')}
        error={errors.servings?.message}
      >
        {(field) => <Input {...field} type="number" min={1} inputMode="numeric" {...register('servings')} />}
      </FormField>
      <FormField id="meal-notes" label={t('meal.form.notes')} error={errors.notes?.message}>
        {(field) => <Textarea {...field} {...register('notes')} />}
      </FormField>
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending}
        submitLabel={meal ? t('meal.form.move') : t('meal.form.add')}
        cancelLabel={shared('form.cancel')}
      />
    </form>
  );
}
