import { addBase, formatAmount, subtractHeld, toBase, type BaseAmount } from '@familyhub/contracts';

/** One ingredient line of one planned meal, already scaled by the meal's servings. */
export interface PlannedNeed {
  ingredientId: number;
  name: string;
  category: string | null;
  recipeId: number;
  /** Null: the recipe gives no amount ("salt to taste"). */
  quantity: number | null;
  unit: string | null;
}

/** What the pantry holds of something (the pantry's own rows, matched to ingredients by name). */
export interface PantryStock {
  /** The recipe ingredient the pantry item was linked to, if any. */
  ingredientId?: number | null;
  name: string;
  quantity: number | null;
  unit: string | null;
}

/** One line of the list to make: what the meals need, what is held, what is still to buy. */
export interface ShoppingLine {
  /** `ingredient:<id>:<mass|volume|count|other unit|any>`: one line per ingredient and kind of amount. */
  sourceKey: string;
  ingredientId: number;
  name: string;
  category: string | null;
  /** The first recipe (lowest id) that needs it. */
  recipeId: number;
  needed: BaseAmount | null;
  held: BaseAmount | null;
  /** Null when the pantry covers it. */
  toBuy: BaseAmount | null;
  /** Whether it goes on the list: something is still to buy, or an amount-less need the pantry lacks. */
  buy: boolean;
}

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The list a plan needs (issue #14): the needs summed per ingredient, like with like (grams with kilograms,
 * teaspoons with cups; different kinds stay apart), less what the pantry holds of the same kind (have 500 g,
 * need 750 g → 250 g to buy). An amount-less need ("to taste") is bought only when the pantry has none at all.
 */
export function planShoppingList(needs: PlannedNeed[], pantry: PantryStock[]): ShoppingLine[] {
  const byId = new Map<number, number[]>();
  const byName = new Map<string, number[]>();
  pantry.forEach((stock, index) => {
    if (stock.ingredientId != null)
      byId.set(stock.ingredientId, [...(byId.get(stock.ingredientId) ?? []), index]);
    byName.set(nameKey(stock.name), [...(byName.get(nameKey(stock.name)) ?? []), index]);
  });
  /** What the pantry holds of an ingredient (linked to it, or of the same name), per kind of amount. */
  const heldFor = (ingredientId: number, name: string) => {
    const rows = new Set([...(byId.get(ingredientId) ?? []), ...(byName.get(nameKey(name)) ?? [])]);
    const amounts = new Map<string, BaseAmount>();
    let any = false;
    for (const index of rows) {
      const stock = pantry[index];
      if (stock.quantity === null || stock.quantity > 0) any = true;
      if (stock.quantity === null || stock.quantity <= 0) continue;
      const base = toBase(stock.quantity, stock.unit);
      const sum = amounts.get(base.key);
      amounts.set(base.key, sum ? addBase(sum, base) : base);
    }
    return { amounts, any };
  };

  const lines = new Map<string, ShoppingLine>();
  for (const need of needs) {
    const amount = need.quantity === null ? null : toBase(need.quantity, need.unit);
    const kind = !amount
      ? 'any'
      : amount.dimension === 'other'
        ? `unit:${encodeURIComponent(amount.key.slice('other:'.length))}`
        : amount.key;
    const sourceKey = `ingredient:${need.ingredientId}:${kind}`;
    const line = lines.get(sourceKey);
    if (line) {
      line.recipeId = Math.min(line.recipeId, need.recipeId);
      if (amount && line.needed) line.needed = addBase(line.needed, amount);
      continue;
    }
    lines.set(sourceKey, {
      sourceKey,
      ingredientId: need.ingredientId,
      name: need.name,
      category: need.category,
      recipeId: need.recipeId,
      needed: amount,
      held: null,
      toBuy: null,
      buy: false,
    });
  }

  for (const line of lines.values()) {
    const stock = heldFor(line.ingredientId, line.name);
    if (!line.needed) {
      line.buy = !stock.any;
      continue;
    }
    line.held = stock.amounts.get(line.needed.key) ?? null;
    line.toBuy = subtractHeld(line.needed, line.held);
    line.buy = line.toBuy !== null;
  }
  return [...lines.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.sourceKey.localeCompare(b.sourceKey),
  );
}

/** An amount as the list shows it ("250 g"), or null for none. */
export const amountText = (amount: BaseAmount | null): string | null =>
  amount ? formatAmount(amount) : null;
