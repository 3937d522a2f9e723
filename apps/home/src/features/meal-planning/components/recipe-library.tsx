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
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
  deleteWithToast,
} from '@familyhub/ui';
import { useDeleteRecipe, useUpdateRecipe, useRecipes } from '../api/meal-planning-api';
import { categoryLabels, difficultyLabels, nutritionPerServing, totalTime } from './meal-labels';
import { RecipeFormDialog } from './recipe-form-dialog';

const tabs = Object.entries(recipeTabs) as [RecipeTab, (typeof recipeTabs)[RecipeTab]][];

/**
 * The recipe library: tabs All / Breakfast / Lunch/Dinner / Dessert, search, favourites, add/edit/delete; a
 * recipe no longer cooked is archived (after a confirmation) and restored from the archived recipes.
 */
export function RecipeLibrary({ organiser }: { organiser: boolean }) {
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
      toast({ title: isActive ? 'Recipe restored' : 'Recipe archived' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: isActive ? 'Failed to restore recipe' : 'Failed to archive recipe',
        description: errorMessage(error),
      });
    }
  };

  const toggleStar = async (recipe: RecipeSummary) => {
    try {
      await star.mutateAsync({ id: recipe.id, body: { isFavorite: !recipe.isFavorite } });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to update recipe', description: errorMessage(error) });
    }
  };
  const deleteRecipe = async (recipe: RecipeSummary) => {
    await deleteWithToast(remove, recipe.id, {
      deleted: { title: 'Recipe deleted' },
      failed: 'Failed to delete recipe',
    });
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Recipe Library</CardTitle>
        {organiser ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden />
            Add Recipe
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        <Tabs value={tab} onValueChange={(value) => setTab(value as RecipeTab)}>
          <TabsList>
            {tabs.map(([id, { label }]) => (
              <TabsTrigger key={id} value={id}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* One panel, the filtered library, so each tab controls a panel that exists. */}
          <TabsContent value={tab} className="grid gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <Label htmlFor="recipe-search" className="sr-only">
                Search recipes
              </Label>
              <Input
                id="recipe-search"
                type="search"
                placeholder="Search recipes or tags"
                className="max-w-xs"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              <div className="flex items-center gap-2">
                <Switch id="recipe-favourites" checked={favorites} onCheckedChange={setFavorites} />
                <Label htmlFor="recipe-favourites">Favourites only</Label>
              </div>
              <div className="flex items-center gap-2">
                <Switch id="recipe-archived" checked={archived} onCheckedChange={setArchived} />
                <Label htmlFor="recipe-archived">Archived recipes</Label>
              </div>
            </div>
            <div className="max-h-[400px] overflow-y-auto">
              <QueryList
                query={recipes}
                loadingLabel="Loading recipes"
                errorTitle="Could not load recipes"
                isEmpty={(data) => data.pages[0]?.items.length === 0}
                empty={
                  archived ? (
                    <EmptyState
                      title="No archived recipes"
                      description="An archived recipe leaves the library and waits here to be restored."
                    />
                  ) : (
                    <EmptyState
                      title={search || favorites || tab !== 'all' ? 'No recipes match' : 'No recipes yet'}
                      description={
                        organiser ? 'Add a recipe to plan meals from it.' : 'A parent can add recipes.'
                      }
                    />
                  )
                }
              >
                {(data) => (
                  <ul aria-label={archived ? 'Archived recipes' : 'Recipes'} className="grid gap-2">
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
                            aria-label={`Favourite ${recipe.title}`}
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
                                recipe.category ? categoryLabels[recipe.category] : null,
                                difficultyLabels[recipe.difficulty],
                                totalTime(recipe.prepTime, recipe.cookTime),
                                `serves ${recipe.servings}`,
                                `${recipe.ingredientCount} ingredient${recipe.ingredientCount === 1 ? '' : 's'}`,
                              ]
                                .filter(Boolean)
                                .join(' · ')}
                            </p>
                            {nutritionPerServing(recipe.nutritionInfo) ? (
                              <p className="text-sm text-muted-foreground">
                                {nutritionPerServing(recipe.nutritionInfo)}
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
                              aria-label={`Archive ${recipe.title}`}
                              onClick={() => setArchiving(recipe)}
                            >
                              <ArchiveIcon aria-hidden />
                            </Button>
                          ) : null}
                          {organiser && !recipe.isActive ? (
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={`Restore ${recipe.title}`}
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
                              confirmTitle={`Delete ${recipe.title}?`}
                              confirmDescription="Meals already planned from it stay on the calendar as plain text."
                            />
                          ) : null}
                        </li>
                      ))}
                  </ul>
                )}
              </QueryList>
              <LoadMoreButton
                query={recipes}
                label="Load more recipes"
                errorTitle="Could not load more recipes"
              />
            </div>
          </TabsContent>
        </Tabs>
      </CardContent>
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => !open && setArchiving(null)}
        title={`Archive ${archiving?.title ?? 'recipe'}?`}
        description="It leaves the library and its search. Meals already planned with it keep it, and you can restore it from the archived recipes."
        confirmLabel="Archive"
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
