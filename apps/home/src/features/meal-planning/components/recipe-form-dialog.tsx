import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { errorMessage } from '@familyhub/api-client';
import {
  createRecipeBody,
  fileUses,
  kitchenUnits,
  recipeCategories,
  recipeDifficulties,
  recipeNutritionFields,
  type CreateRecipeBody,
  type Recipe,
  type RecipeCategory,
  type RecipeDifficulty,
} from '@familyhub/contracts';
import {
  Button,
  ErrorPanel,
  FieldError,
  FileInput,
  FormDialog,
  FormDialogFooter,
  FormField,
  Input,
  Label,
  Select,
  Skeleton,
  Textarea,
} from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import {
  useCreateRecipe,
  useUpdateRecipe,
  useIngredients,
  useRecipe,
  useUploadRecipePhoto,
} from '../api/meal-planning-api';
import { mealPlanningMessages } from '../messages';
import { sharedMessages } from '../../shared/messages';

interface IngredientRow {
  name: string;
  quantity: string;
  unit: string;
  notes: string;
}

interface RecipeFormValues {
  title: string;
  description: string;
  instructions: string;
  prepTime: string;
  cookTime: string;
  servings: string;
  difficulty: RecipeDifficulty;
  category: RecipeCategory | '';
  tags: string;
  imageUrl: string;
  ingredients: IngredientRow[];
  /** Per serving, each figure optional. */
  nutritionInfo: Record<(typeof recipeNutritionFields)[number], string>;
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** The controls' strings as the body the server checks: empty → null, numbers parsed, tags split on commas. */
const bodyOf = (v: RecipeFormValues): CreateRecipeBody => ({
  title: v.title,
  description: v.description.trim() || null,
  instructions: v.instructions.trim() || null,
  prepTime: numberOrNull(v.prepTime),
  cookTime: numberOrNull(v.cookTime),
  servings: numberOrNull(v.servings) ?? Number.NaN,
  difficulty: v.difficulty,
  category: v.category || null,
  tags: v.tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean),
  imageUrl: v.imageUrl || null,
  // No figure at all is no nutrition; the server keeps the ones given.
  nutritionInfo: recipeNutritionFields.some((key) => v.nutritionInfo[key].trim() !== '')
    ? {
        calories: numberOrNull(v.nutritionInfo.calories),
        protein: numberOrNull(v.nutritionInfo.protein),
        carbs: numberOrNull(v.nutritionInfo.carbs),
        fat: numberOrNull(v.nutritionInfo.fat),
      }
    : null,
  ingredients: v.ingredients
    // An untouched row (its unit prefilled) is not a line.
    .filter((i) => i.name.trim() || i.quantity.trim() || i.notes.trim())
    .map((i) => ({
      name: i.name,
      quantity: numberOrNull(i.quantity),
      unit: i.unit.trim() || null,
      notes: i.notes.trim() || null,
    })),
});

const resolver = contractResolver(createRecipeBody, bodyOf);

const emptyRow: IngredientRow = { name: '', quantity: '', unit: 'g', notes: '' };

function valuesOf(recipe?: Recipe): RecipeFormValues {
  return {
    title: recipe?.title ?? '',
    description: recipe?.description ?? '',
    instructions: recipe?.instructions ?? '',
    prepTime: recipe?.prepTime?.toString() ?? '',
    cookTime: recipe?.cookTime?.toString() ?? '',
    servings: (recipe?.servings ?? 4).toString(),
    difficulty: recipe?.difficulty ?? 'medium',
    category: recipe?.category ?? '',
    tags: recipe?.tags.join(', ') ?? '',
    imageUrl: recipe?.imageUrl ?? '',
    nutritionInfo: {
      calories: recipe?.nutritionInfo?.calories?.toString() ?? '',
      protein: recipe?.nutritionInfo?.protein?.toString() ?? '',
      carbs: recipe?.nutritionInfo?.carbs?.toString() ?? '',
      fat: recipe?.nutritionInfo?.fat?.toString() ?? '',
    },
    ingredients: recipe
      ? recipe.ingredients.map((i) => ({
          name: i.name,
          quantity: i.quantity?.toString() ?? '',
          unit: i.unit ?? '',
          notes: i.notes ?? '',
        }))
      : [{ ...emptyRow }],
  };
}

/** Add or edit a recipe with its ingredients (drawn from the family's ingredient list, new ones added). */
export function RecipeFormDialog({
  open,
  onOpenChange,
  recipeId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The recipe to edit (loaded with its ingredients), or null to add one. */
  recipeId: number | null;
}) {
  const t = useMessages(mealPlanningMessages);
  const shared = useMessages(sharedMessages);
  const recipe = useRecipe(open ? recipeId : null);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={recipeId !== null ? t('recipeForm.editTitle') : t('recipeForm.addTitle')}
      description={t('recipeForm.description')}
    >
      {recipeId === null ? (
        <RecipeForm key="new" onDone={() => onOpenChange(false)} />
      ) : recipe.isPending ? (
        <Skeleton role="status" aria-label={t('recipeForm.loading')} className="h-40 w-full" />
      ) : recipe.isError ? (
        <ErrorPanel
          title={t('recipeForm.error')}
          message={errorMessage(recipe.error)}
          onRetry={() => void recipe.refetch()}
          retryLabel={shared('retry')}
        />
      ) : (
        <RecipeForm key={recipe.data.id} recipe={recipe.data} onDone={() => onOpenChange(false)} />
      )}
    </FormDialog>
  );
}

function RecipeForm({ recipe, onDone }: { recipe?: Recipe; onDone: () => void }) {
  const t = useMessages(mealPlanningMessages);
  const shared = useMessages(sharedMessages);
  const create = useCreateRecipe();
  const update = useUpdateRecipe();
  const [ingredientSearch, setIngredientSearch] = useState('');
  const upload = useUploadRecipePhoto();
  const [photo, setPhoto] = useState<File | null>(null);
  const known = useIngredients(ingredientSearch);
  const form = useForm<RecipeFormValues, unknown, CreateRecipeBody>({
    resolver,
    defaultValues: valuesOf(recipe),
  });
  const {
    register,
    control,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const savedPhoto = watch('imageUrl');
  const rows = useFieldArray({ control, name: 'ingredients' });

  const saveRecipe = async (values: CreateRecipeBody) => {
    // The photo goes to the file store first; the recipe keeps its address.
    const body = photo ? { ...values, imageUrl: (await upload.mutateAsync(photo)).fileUrl } : values;
    return recipe ? update.mutateAsync({ id: recipe.id, body }) : create.mutateAsync(body);
  };
  const save = useSaveForm(
    form,
    { mutateAsync: saveRecipe },
    {
      saved: recipe ? t('recipeForm.toast.updated') : t('recipeForm.toast.added'),
      onDone,
    },
  );

  const ingredientErrors = errors.ingredients as
    (Record<string, { message?: string }> & { message?: string })[] | { message?: string } | undefined;
  const rowError = (index: number) => {
    if (!Array.isArray(ingredientErrors)) return undefined;
    const row = ingredientErrors[index];
    return row?.name?.message ?? row?.quantity?.message ?? row?.unit?.message ?? row?.notes?.message;
  };

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="recipe-title" label={t('recipeForm.title')} error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <FormField
        id="recipe-description"
        label={t('recipeForm.descriptionField')}
        error={errors.description?.message}
      >
        {(field) => <Textarea {...field} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="recipe-prep" label={t('recipeForm.prepTime')} error={errors.prepTime?.message}>
          {(field) => (
            <Input {...field} type="number" min={0} inputMode="numeric" {...register('prepTime')} />
          )}
        </FormField>
        <FormField id="recipe-cook" label={t('recipeForm.cookTime')} error={errors.cookTime?.message}>
          {(field) => (
            <Input {...field} type="number" min={0} inputMode="numeric" {...register('cookTime')} />
          )}
        </FormField>
        <FormField id="recipe-servings" label={t('recipeForm.servings')} error={errors.servings?.message}>
          {(field) => (
            <Input {...field} type="number" min={1} inputMode="numeric" {...register('servings')} />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="recipe-difficulty"
          label={t('recipeForm.difficulty')}
          error={errors.difficulty?.message}
        >
          {(field) => (
            <Select {...field} {...register('difficulty')}>
              {recipeDifficulties.map((d) => (
                <option key={d} value={d}>
                  {t(`difficulty.${d}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="recipe-category" label={t('recipeForm.category')} error={errors.category?.message}>
          {(field) => (
            <Select {...field} {...register('category')}>
              <option value="">{t('recipeForm.noCategory')}</option>
              {recipeCategories.map((c) => (
                <option key={c} value={c}>
                  {t(`category.${c}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField
        id="recipe-tags"
        label={t('recipeForm.tags')}
        hint={t('recipeForm.tagsHint')}
        error={errors.tags?.message}
      >
        {(field) => <Input {...field} autoComplete="off" {...register('tags')} />}
      </FormField>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('recipeForm.ingredients')}</legend>
        <datalist id="family-ingredients">
          {(known.data ?? []).map((i) => (
            <option key={i.id} value={i.name} />
          ))}
        </datalist>
        <datalist id="kitchen-units">
          {kitchenUnits.map((u) => (
            <option key={u} value={u} />
          ))}
        </datalist>
        {rows.fields.map((row, index) => (
          <div key={row.id} className="grid gap-1">
            <div className="grid grid-cols-[1fr_5rem_5rem_auto] items-end gap-2">
              <div className="grid gap-1">
                <Label htmlFor={`ingredient-${index}-name`} className="sr-only">
                  {t('recipeForm.ingredient.name', { number: index + 1 })}
                </Label>
                <Input
                  id={`ingredient-${index}-name`}
                  placeholder={t('recipeForm.ingredient.namePlaceholder')}
                  list="family-ingredients"
                  autoComplete="off"
                  {...register(`ingredients.${index}.name`, {
                    onChange: (event: { target: { value: string } }) =>
                      setIngredientSearch(event.target.value),
                  })}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`ingredient-${index}-quantity`} className="sr-only">
                  {t('recipeForm.ingredient.quantity', { number: index + 1 })}
                </Label>
                <Input
                  id={`ingredient-${index}-quantity`}
                  placeholder={t('recipeForm.ingredient.quantityPlaceholder')}
                  inputMode="decimal"
                  {...register(`ingredients.${index}.quantity`)}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`ingredient-${index}-unit`} className="sr-only">
                  {t('recipeForm.ingredient.unit', { number: index + 1 })}
                </Label>
                <Input
                  id={`ingredient-${index}-unit`}
                  placeholder={t('recipeForm.ingredient.unitPlaceholder')}
                  list="kitchen-units"
                  autoComplete="off"
                  {...register(`ingredients.${index}.unit`)}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('recipeForm.ingredient.remove', { number: index + 1 })}
                onClick={() => rows.remove(index)}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </div>
            <Label htmlFor={`ingredient-${index}-notes`} className="sr-only">
              {t('recipeForm.ingredient.notes', { number: index + 1 })}
            </Label>
            <Input
              id={`ingredient-${index}-notes`}
              placeholder={t('recipeForm.ingredient.notesPlaceholder')}
              autoComplete="off"
              {...register(`ingredients.${index}.notes`)}
            />
            <FieldError id={`ingredient-${index}-error`} message={rowError(index)} />
          </div>
        ))}
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => rows.append({ ...emptyRow })}>
            <PlusIcon aria-hidden />
            {t('recipeForm.ingredient.add')}
          </Button>
        </div>
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('recipeForm.nutrition')}</legend>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {recipeNutritionFields.map((key) => (
            <FormField
              key={key}
              id={`recipe-nutrition-${key}`}
              label={t(`recipeForm.nutrition.${key}`)}
              error={errors.nutritionInfo?.[key]?.message}
            >
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  min={0}
                  step="any"
                  inputMode="decimal"
                  {...register(`nutritionInfo.${key}`)}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>

      <FormField id="recipe-photo" label={t('recipeForm.photo')} error={errors.imageUrl?.message}>
        {(field) => (
          <div className="grid gap-2">
            <FileInput
              {...field}
              file={photo}
              onFileChange={setPhoto}
              use={fileUses.photo}
              chooseLabel={photo || savedPhoto ? t('recipeForm.photo.replace') : t('recipeForm.photo.choose')}
            />
            {savedPhoto && !photo ? (
              <div className="flex items-center gap-2">
                <img
                  src={savedPhoto}
                  alt={t('recipeForm.photo.current', {
                    title: recipe?.title ?? t('recipeForm.photo.recipe'),
                  })}
                  className="size-12 rounded-md object-cover"
                />
                <button type="button" className="text-sm underline" onClick={() => setValue('imageUrl', '')}>
                  {t('recipeForm.photo.remove')}
                </button>
              </div>
            ) : null}
          </div>
        )}
      </FormField>
      <FormField
        id="recipe-instructions"
        label={t('recipeForm.instructions')}
        error={errors.instructions?.message}
      >
        {(field) => <Textarea {...field} rows={5} {...register('instructions')} />}
      </FormField>
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending}
        submitLabel={shared('form.save')}
        cancelLabel={shared('form.cancel')}
      />
    </form>
  );
}
