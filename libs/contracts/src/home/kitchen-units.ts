/*
 * Kitchen units: how recipe ingredients, pantry items and shopping-list quantities are added like with like
 * (issue #14). Masses add in grams, volumes in millilitres (teaspoons, tablespoons and cups are US measures),
 * counts in pieces; any other unit ('pinch', 'can') adds only to the same unit.
 */

export type Dimension = 'mass' | 'volume' | 'count';

interface KnownUnit {
  dimension: Dimension;
  /** How many base units (g, ml, pieces) one of this unit is. */
  factor: number;
  /** The spelling answers use. */
  symbol: string;
}

const mass = (factor: number, symbol: string): KnownUnit => ({ dimension: 'mass', factor, symbol });
const volume = (factor: number, symbol: string): KnownUnit => ({ dimension: 'volume', factor, symbol });

const TSP_ML = 4.92892159375;
const units: Record<string, KnownUnit> = {
  mg: mass(0.001, 'mg'),
  g: mass(1, 'g'),
  gram: mass(1, 'g'),
  grams: mass(1, 'g'),
  kg: mass(1000, 'kg'),
  kilo: mass(1000, 'kg'),
  kilos: mass(1000, 'kg'),
  kilogram: mass(1000, 'kg'),
  kilograms: mass(1000, 'kg'),
  oz: mass(28.349523125, 'oz'),
  lb: mass(453.59237, 'lb'),
  lbs: mass(453.59237, 'lb'),
  ml: volume(1, 'ml'),
  millilitre: volume(1, 'ml'),
  millilitres: volume(1, 'ml'),
  milliliter: volume(1, 'ml'),
  milliliters: volume(1, 'ml'),
  cl: volume(10, 'cl'),
  dl: volume(100, 'dl'),
  l: volume(1000, 'l'),
  litre: volume(1000, 'l'),
  litres: volume(1000, 'l'),
  liter: volume(1000, 'l'),
  liters: volume(1000, 'l'),
  tsp: volume(TSP_ML, 'tsp'),
  teaspoon: volume(TSP_ML, 'tsp'),
  teaspoons: volume(TSP_ML, 'tsp'),
  tbsp: volume(3 * TSP_ML, 'tbsp'),
  tablespoon: volume(3 * TSP_ML, 'tbsp'),
  tablespoons: volume(3 * TSP_ML, 'tbsp'),
  cup: volume(48 * TSP_ML, 'cup'),
  cups: volume(48 * TSP_ML, 'cup'),
  '': { dimension: 'count', factor: 1, symbol: '' },
  pc: { dimension: 'count', factor: 1, symbol: '' },
  pcs: { dimension: 'count', factor: 1, symbol: '' },
  piece: { dimension: 'count', factor: 1, symbol: '' },
  pieces: { dimension: 'count', factor: 1, symbol: '' },
  x: { dimension: 'count', factor: 1, symbol: '' },
  dozen: { dimension: 'count', factor: 12, symbol: '' },
};

/** The units the recipe form offers (any other text is accepted and added only to itself). */
export const kitchenUnits = ['g', 'kg', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'pieces'] as const;

/**
 * An amount in its dimension's base unit (grams, millilitres, pieces); `other` names a unit that converts to
 * nothing else (lower-cased), and its amount is in that unit.
 */
export interface BaseAmount {
  dimension: Dimension | 'other';
  /** For `other`: the unit itself; otherwise the dimension, so amounts with the same key add. */
  key: string;
  amount: number;
  /** For volumes: whether any part was metric (the answer is then in ml/l rather than spoons and cups). */
  metric?: boolean;
}

const normalise = (unit: string | null | undefined) => (unit ?? '').trim().toLowerCase().replace(/\.$/, '');

/** Whether a unit is one this module converts (g, kg, ml, l, tsp, tbsp, cup, pieces, …). */
export function isKnownUnit(unit: string | null | undefined): boolean {
  return normalise(unit) in units;
}

/** An amount of some unit in its base unit: 1.5 kg → 1500 g (mass); 2 tbsp → 29.57 ml (volume). */
export function toBase(amount: number, unit: string | null | undefined): BaseAmount {
  const name = normalise(unit);
  const known = units[name];
  if (!known) return { dimension: 'other', key: `other:${name}`, amount };
  return {
    dimension: known.dimension,
    key: known.dimension,
    amount: amount * known.factor,
    metric: known.dimension === 'volume' ? !['tsp', 'tbsp', 'cup'].includes(known.symbol) : undefined,
  };
}

/**
 * An amount of one unit in another: 1.2 kg in g → 1200, 500 ml in l → 0.5, 1 dozen in pieces → 12; a unit that
 * converts to nothing else only to itself ('can' in 'can'). Null when the two do not convert (a mass into a volume).
 */
export function convertAmount(
  amount: number,
  from: string | null | undefined,
  to: string | null | undefined,
): number | null {
  const source = toBase(amount, from);
  const oneOfTarget = toBase(1, to);
  if (source.key !== oneOfTarget.key) return null;
  return source.amount / oneOfTarget.amount;
}

/** Adds two base amounts of the same key (a mass to a mass); throws for different keys. */
export function addBase(a: BaseAmount, b: BaseAmount): BaseAmount {
  if (a.key !== b.key) throw new Error(`Cannot add ${b.key} to ${a.key}`);
  return { ...a, amount: a.amount + b.amount, metric: a.metric || b.metric };
}

/** Rounds to at most two decimals, without a trailing ".00". */
function tidy(n: number): string {
  const rounded = Math.round(n * 100) / 100;
  return String(rounded);
}

/**
 * The amount in the unit a person would write: grams up to 1 kg then kilograms; millilitres up to 1 l then
 * litres; spoons and cups when every part was a spoon or a cup; pieces as a bare number.
 */
export function displayAmount(base: BaseAmount): { quantity: number; unit: string } {
  const round = (n: number) => Math.round(n * 100) / 100;
  switch (base.dimension) {
    case 'mass':
      return base.amount >= 1000
        ? { quantity: round(base.amount / 1000), unit: 'kg' }
        : { quantity: round(base.amount), unit: 'g' };
    case 'volume': {
      if (base.metric)
        return base.amount >= 1000
          ? { quantity: round(base.amount / 1000), unit: 'l' }
          : { quantity: round(base.amount), unit: 'ml' };
      const tsp = base.amount / TSP_ML;
      if (tsp >= 12) return { quantity: round(tsp / 48), unit: 'cup' };
      if (tsp >= 3) return { quantity: round(tsp / 3), unit: 'tbsp' };
      return { quantity: round(tsp), unit: 'tsp' };
    }
    case 'count':
      return { quantity: round(base.amount), unit: '' };
    default:
      return { quantity: round(base.amount), unit: base.key.slice('other:'.length) };
  }
}

/** "250 g", "1.5 kg", "3" (pieces), "2 cans". */
export function formatAmount(base: BaseAmount): string {
  const { quantity, unit } = displayAmount(base);
  if (unit === '') return tidy(quantity);
  if (base.dimension === 'volume' && unit === 'cup' && quantity !== 1) return `${tidy(quantity)} cups`;
  return `${tidy(quantity)} ${unit}`;
}

/**
 * Reads a free-text quantity as written on a shopping list or pantry shelf: "500 g", "1.5kg", "2 tbsp", "3",
 * "1,5 l". Null when it does not start with a number ("a dozen", "some").
 */
export function parseQuantityText(text: string | null | undefined): BaseAmount | null {
  if (!text) return null;
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*([\p{L}.]*)\s*$/u.exec(text);
  if (!match) return null;
  const amount = Number(match[1].replace(',', '.'));
  if (!Number.isFinite(amount)) return null;
  return toBase(amount, match[2]);
}

/**
 * What is still needed once what is held is taken off: have 500 g, need 750 g → 250 g. Null when what is held
 * covers the need; the need unchanged when the two cannot be compared (different dimensions).
 */
export function subtractHeld(need: BaseAmount, held: BaseAmount | null): BaseAmount | null {
  if (!held || held.key !== need.key) return need;
  const rest = need.amount - held.amount;
  // Float noise from conversions (3 tsp − 1 tbsp) counts as nothing left.
  return rest > 1e-6 ? { ...need, amount: rest } : null;
}

/**
 * Two free-text quantities as one: "1 l" + "500 ml" → "1.5 l"; amounts that do not convert are joined
 * ("2 bags + 500 g"). Either may be blank.
 */
export function combineQuantityText(
  a: string | null | undefined,
  b: string | null | undefined,
): string | null {
  const left = a?.trim() || null;
  const right = b?.trim() || null;
  if (!left) return right;
  if (!right) return left;
  const pa = parseQuantityText(left);
  const pb = parseQuantityText(right);
  if (pa && pb && pa.key === pb.key) return formatAmount(addBase(pa, pb));
  return `${left} + ${right}`;
}
