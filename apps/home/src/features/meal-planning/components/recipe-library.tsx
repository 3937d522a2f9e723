import { useState } from 'react';
import { ArchiveIcon, ArchiveRestoreIcon, PlusIcon, StarIcon } from 'lucide-react';
import { errorMessage } from '@familyhub/api-client';
import { recipeTabs, type RecipeSummary, type RecipeTab } from '@familyhub/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  Input,
  ItemActions,
  Label,
  LoadMoreButton,
  QueryList,
  Switch,
  toast,
  deleteWithToast,
  lazyDialog,
} from '@familyhub/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui/tabs';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { useDeleteRecipe, useUpdateRecipe, useRecipes } from '../api/meal-planning-api';
import { mealPlanningMessages } from '../messages';
import { nutritionPerServing, recipeTabKeys, totalTime } from './meal-labels';

// Its form, react-hook-form and the contract's schemas arrive when it first opens (issue #34).
const RecipeFormDialog = lazyDialog(() => import('./recipe-form-dialog').then((m) => m.RecipeFormDialog));

const tabs = Object.keys(recipeTabs) as RecipeTab[];

/**
 * The recipe library: tabs All / Breakfast / Lunch/Dinner / Dessert, search, favourites, add/edit/delete; a
 * recipe no longer cooked is archived (after a confirmation) and restored from the archived recipes.
 */
export function RecipeLibrary({ organiser }: { organiser: boolean }) {
  const t = useMessages(mealPlanningMessages);
  const formats = useFormats();
  const [tab, setTab] = useState<RecipeTab>('all');
  const [search, setSearch] = useState('');
  const [favorites, setFavorites] = useState(false);
  const [archived, setArchived] = useState(false);
  const [editing, setEditing] = useState<RecipeSummary | 'new' | null>(null);
  const [archiving, setArchiving] = useState<RecipeSummary | null>(null);
  const recipes = useRecipes({ tab, search, favorites, archived });
  const star = useUpdateRecipe();
  const shelve = useUpdateRecipe();
  const remove = useDeleteRecipe();

  const setActive = async (recipe: RecipeSummary, isActive: boolean) => {
    try {
      await shelve.mutateAsync({ id: recipe.id, body: { isActive } });
      toast({ title: isActive ? t('library.toast.restored') : t('library.toast.archived') });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: isActive ? t('library.toast.restoreFailed') : t('library.toast.archiveFailed'),
        description: errorMessage(error),
      });
    }
  };

  const toggleStar = async (recipe: RecipeSummary) => {
    try {
      await star.mutateAsync({ id: recipe.id, body: { isFavorite: !recipe.isFavorite } });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('library.toast.updateFailed'),
        description: errorMessage(error),
      });
    }
  };
  const deleteRecipe = async (recipe: RecipeSummary) => {
    await deleteWithToast(remove, recipe.id, {
      deleted: { title: t('library.toast.deleted') },
      failed: t('library.toast.deleteFailed'),
    });
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('library.title')}</CardTitle>
        {organiser ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden />
            {t('library.add')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        <Tabs value={tab} onValueChange={(value) => setTab(value as RecipeTab)}>
          <TabsList>
            {tabs.map((id) => (
              <TabsTrigger key={id} value={id}>
                {t(recipeTabKeys[id])}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* One panel, the filtered library, so each tab controls a panel that exists. */}
          <TabsContent value={tab} className="grid gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <Label htmlFor="recipe-search" className="sr-only">
                {t('library.search.label')}
              </Label>
              <Input
                id="recipe-search"
                type="search"
                placeholder={t('library.search.placeholder')}
                className="max-w-xs"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              <div className="flex items-center gap-2">
                <Switch id="recipe-favourites" checked={favorites} onCheckedChange={setFavorites} />
                <Label htmlFor="recipe-favourites">{t('library.favouritesOnly')}</Label>
              </div>
              <div className="flex items-center gap-2">
                <Switch id="recipe-archived" checked={archived} onCheckedChange={setArchived} />
                <Label htmlFor="recipe-archived">{t('library.archivedOnly')}</Label>
              </div>
            </div>
            <div className="max-h-[400px] overflow-y-auto">
              <QueryList
                query={recipes}
                loadingLabel={t('library.loading')}
                errorTitle={t('library.error')}
                isEmpty={(data) => data.pages[0]?.items.length === 0}
                empty={
                  archived ? (
                    <EmptyState
                      title={t('library.emptyArchived.title')}
                      description={t('library.emptyArchived.body')}
                    />
                  ) : (
                    <EmptyState
                      title={
                        search || favorites || tab !== 'all'
                          ? t('library.noMatch.title')
                          : t('library.empty.title')
                      }
                      description={organiser ? t('library.empty.organiser') : t('library.empty.member')}
                    />
                  )
                }
              >
                {(data) => (
                  <ul
                    aria-label={archived ? t('library.listArchived') : t('library.list')}
                    className="grid gap-2"
                  >
                    {data.pages
                      .flatMap((p) => p.items)
                      .map((recipe) => (
                        <li
                          key={recipe.id}
                          className="flex items-start gap-2 rounded-lg border border-border p-3"
                        >
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-pressed={recipe.isFavorite}
                            aria-label={t('library.favourite', { title: recipe.title })}
                            onClick={() => void toggleStar(recipe)}
                          >
                            <StarIcon
                              aria-hidden
                              className={recipe.isFavorite ? 'fill-current text-warning' : ''}
                            />
                          </Button>
                          {recipe.imageUrl ? (
                            <img
                              src={recipe.imageUrl}
                              alt=""
                              className="size-12 shrink-0 rounded-md object-cover"
                            />
                          ) : null}
                          <div className="grid min-w-0 flex-1 gap-1">
                            <p className="font-medium">{recipe.title}</p>
                            <p className="text-sm text-muted-foreground">
                              {[
                                recipe.category ? t(`category.${recipe.category}`) : null,
                                t(`difficulty.${recipe.difficulty}`),
                                totalTime(t, recipe.prepTime, recipe.cookTime),
                                t('recipe.serves', { servings: recipe.servings }),
                                t('recipe.ingredients', { count: recipe.ingredientCount }),
                              ]
                                .filter(Boolean)
                                .join(' · ')}
                            </p>
                            {nutritionPerServing(t, formats, recipe.nutritionInfo) ? (
                              <p className="text-sm text-muted-foreground">
                                {nutritionPerServing(t, formats, recipe.nutritionInfo)}
                              </p>
                            ) : null}
                            {recipe.tags.length > 0 ? (
                              <div className="flex flex-wrap gap-1">
                                {recipe.tags.map((tag) => (
                                  <Badge key={tag} variant="outline">
                                    {tag}
                                  </Badge>
                                ))}
                              </div>
                            ) : null}
                          </div>
                          {organiser && recipe.isActive ? (
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={t('library.archive', { title: recipe.title })}
                              onClick={() => setArchiving(recipe)}
                            >
                              <ArchiveIcon aria-hidden />
                            </Button>
                          ) : null}
                          {organiser && !recipe.isActive ? (
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={t('library.restore', { title: recipe.title })}
                              onClick={() => void setActive(recipe, true)}
                            >
                              <ArchiveRestoreIcon aria-hidden />
                            </Button>
                          ) : null}
                          {organiser ? (
                            <ItemActions
                              itemLabel={recipe.title}
                              onEdit={() => setEditing(recipe)}
                              onDelete={() => void deleteRecipe(recipe)}
                              confirmTitle={t('library.delete.title', { title: recipe.title })}
                              confirmDescription={t('library.delete.description')}
                            />
                          ) : null}
                        </li>
                      ))}
                  </ul>
                )}
              </QueryList>
              <LoadMoreButton
                query={recipes}
                label={t('library.loadMore')}
                errorTitle={t('library.loadMoreError')}
              />
            </div>
          </TabsContent>
        </Tabs>
      </CardContent>
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => !open && setArchiving(null)}
        title={t('library.archiveConfirm.title', {
          title: archiving?.title ?? t('library.archiveConfirm.recipe'),
        })}
        description={t('library.archiveConfirm.description')}
        confirmLabel={t('library.archiveConfirm.confirm')}
        onConfirm={() => (archiving ? setActive(archiving, false) : undefined)}
      />
      <RecipeFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        recipeId={editing === 'new' || editing === null ? null : editing.id}
      />
    </Card>
  );
}
