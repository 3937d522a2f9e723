import { and, asc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Page, RecipeCategory } from '@familyhub/contracts';
import { keysetCursor, type Database } from '@familyhub/server-kit';
import type { HomeSchema } from '../schema';
import {
  ingredients,
  recipeIngredients,
  recipes,
  type IngredientRow,
  type RecipeIngredientRow,
  type RecipeRow,
} from './recipes.table';

export type NewRecipe = Omit<typeof recipes.$inferInsert, 'id' | 'familyId' | 'createdAt' | 'updatedAt'>;
export type RecipeChanges = Partial<Omit<NewRecipe, 'createdById'>>;

/** A recipe line as the service writes it: the ingredient by name. */
export interface IngredientLine {
  name: string;
  quantity?: number | null;
  unit?: string | null;
  notes?: string | null;
}

export interface RecipeWithIngredients extends RecipeRow {
  lines: (RecipeIngredientRow & { name: string })[];
}

/** Title A–Z (case ignored): the cursor carries the last recipe's lower-cased title and id. */
export const recipeCursor = keysetCursor(z.object({ t: z.string(), id: z.number().int().positive() }));

export interface RecipeFilter {
  cursor?: string;
  limit: number;
  categories: readonly RecipeCategory[] | null;
  search?: string;
  favorites: boolean;
  /** The archived recipes rather than those in use. */
  archived: boolean;
}

/** `%`, `_` and `\` in a search are meant literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every statement names the family. */
export function createRecipesRepository(db: Database<HomeSchema>) {
  type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
  const ofFamily = (familyId: number, id: number) => and(eq(recipes.familyId, familyId), eq(recipes.id, id));

  async function linesOf(familyId: number, recipeIds: number[]) {
    if (recipeIds.length === 0) return new Map<number, RecipeWithIngredients['lines']>();
    const rows = await db
      .select({ line: recipeIngredients, name: ingredients.name })
      .from(recipeIngredients)
      .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
      .where(and(eq(recipeIngredients.familyId, familyId), inArray(recipeIngredients.recipeId, recipeIds)))
      .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position));
    const byRecipe = new Map<number, RecipeWithIngredients['lines']>();
    for (const { line, name } of rows) {
      const list = byRecipe.get(line.recipeId) ?? [];
      list.push({ ...line, name });
      byRecipe.set(line.recipeId, list);
    }
    return byRecipe;
  }

  async function withLines(familyId: number, rows: RecipeRow[]): Promise<RecipeWithIngredients[]> {
    const lines = await linesOf(
      familyId,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({ ...row, lines: lines.get(row.id) ?? [] }));
  }

  /** The family's ingredients of these names, added when new; keyed by lower-cased name. */
  async function ingredientIds(tx: Tx, familyId: number, names: string[], createdById: number | null) {
    const wanted = [...new Set(names.map((n) => n.toLowerCase()))];
    if (wanted.length === 0) return new Map<string, number>();
    const existing = () =>
      tx
        .select({ id: ingredients.id, name: ingredients.name })
        .from(ingredients)
        .where(and(eq(ingredients.familyId, familyId), inArray(sql`lower(${ingredients.name})`, wanted)));
    const found = new Map((await existing()).map((r) => [r.name.toLowerCase(), r.id]));
    const missing = names.filter((n, i) => !found.has(n.toLowerCase()) && names.indexOf(n) === i);
    if (missing.length > 0) {
      const firstSpelling = new Map<string, string>();
      for (const n of missing) if (!firstSpelling.has(n.toLowerCase())) firstSpelling.set(n.toLowerCase(), n);
      await tx
        .insert(ingredients)
        .values([...firstSpelling.values()].map((name) => ({ familyId, name, createdById })))
        .onConflictDoNothing();
      for (const r of await existing()) found.set(r.name.toLowerCase(), r.id);
    }
    return found;
  }

  async function writeLines(
    tx: Tx,
    familyId: number,
    recipeId: number,
    lines: IngredientLine[],
    createdById: number | null,
  ) {
    await tx
      .delete(recipeIngredients)
      .where(and(eq(recipeIngredients.familyId, familyId), eq(recipeIngredients.recipeId, recipeId)));
    if (lines.length === 0) return;
    const ids = await ingredientIds(
      tx,
      familyId,
      lines.map((l) => l.name),
      createdById,
    );
    await tx.insert(recipeIngredients).values(
      lines.map((line, position) => ({
        familyId,
        recipeId,
        ingredientId: ids.get(line.name.toLowerCase())!,
        position,
        quantity: line.quantity ?? null,
        unit: line.unit ?? null,
        notes: line.notes ?? null,
      })),
    );
  }

  return {
    async list(
      familyId: number,
      filter: RecipeFilter,
    ): Promise<Page<RecipeRow & { ingredientCount: number }>> {
      const after = recipeCursor.decode(filter.cursor);
      const conditions: (SQL | undefined)[] = [
        eq(recipes.familyId, familyId),
        eq(recipes.isActive, !filter.archived),
      ];
      if (filter.categories) conditions.push(inArray(recipes.category, [...filter.categories]));
      if (filter.favorites) conditions.push(eq(recipes.isFavorite, true));
      if (filter.search) {
        const pattern = likePattern(filter.search);
        conditions.push(
          or(ilike(recipes.title, pattern), sql`array_to_string(${recipes.tags}, ' ') ilike ${pattern}`),
        );
      }
      if (after) conditions.push(sql`(lower(${recipes.title}), ${recipes.id}) > (${after.t}, ${after.id})`);
      const rows = await db
        .select({
          ...getTableColumns(recipes),
          // The outer recipe named in full: drizzle writes a column inside a select unqualified.
          ingredientCount:
            sql<number>`(select count(*) from ${recipeIngredients} ri where ri.recipe_id = "recipes"."id")`.mapWith(
              Number,
            ),
        })
        .from(recipes)
        .where(and(...conditions))
        .orderBy(sql`lower(${recipes.title})`, asc(recipes.id))
        .limit(filter.limit + 1);
      const page = recipeCursor.page(rows, filter.limit, (row) => ({
        t: row.title.toLowerCase(),
        id: row.id,
      }));
      return page;
    },

    async find(familyId: number, id: number): Promise<RecipeWithIngredients | undefined> {
      const [row] = await db.select().from(recipes).where(ofFamily(familyId, id));
      return row && (await withLines(familyId, [row]))[0];
    },

    async insert(familyId: number, values: NewRecipe, lines: IngredientLine[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(recipes)
          .values({ ...values, familyId })
          .returning({ id: recipes.id });
        await writeLines(tx, familyId, row.id, lines, values.createdById ?? null);
        return row.id;
      });
    },

    /** Changes the recipe; `lines` (when given) replaces its whole ingredient list. False when it is gone. */
    async update(
      familyId: number,
      id: number,
      changes: RecipeChanges,
      lines: IngredientLine[] | undefined,
      actorId: number,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(recipes)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(ofFamily(familyId, id))
          .returning({ id: recipes.id });
        if (!row) return false;
        if (lines) await writeLines(tx, familyId, id, lines, actorId);
        return true;
      });
    },

    async remove(familyId: number, id: number): Promise<RecipeRow | undefined> {
      const [row] = await db.delete(recipes).where(ofFamily(familyId, id)).returning();
      return row;
    },

    /** The family's ingredients whose name contains `search` (A–Z), for the recipe form. */
    async ingredients(familyId: number, search: string | undefined, limit = 20): Promise<IngredientRow[]> {
      return db
        .select()
        .from(ingredients)
        .where(
          and(
            eq(ingredients.familyId, familyId),
            search ? ilike(ingredients.name, likePattern(search)) : undefined,
          ),
        )
        .orderBy(sql`lower(${ingredients.name})`)
        .limit(limit);
    },
  };
}
export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
