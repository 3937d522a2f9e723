import { amountText, planShoppingList, type PlannedNeed } from './shopping-list';

const need = (over: Partial<PlannedNeed>): PlannedNeed => ({
  ingredientId: 1,
  name: 'Flour',
  category: null,
  recipeId: 10,
  quantity: 250,
  unit: 'g',
  ...over,
});

describe('planShoppingList', () => {
  it('takes a partial quantity held off the need: have 500 g, need 750 g → 250 g', () => {
    const [flour] = planShoppingList(
      [need({ quantity: 500 }), need({ quantity: 0.25, unit: 'kg', recipeId: 7 })],
      [{ name: 'flour', quantity: 500, unit: 'g' }],
    );
    expect(amountText(flour.needed)).toBe('750 g');
    expect(amountText(flour.held)).toBe('500 g');
    expect(amountText(flour.toBuy)).toBe('250 g');
    expect(flour).toMatchObject({ buy: true, recipeId: 7, sourceKey: 'ingredient:1:mass' });
  });

  it('buys nothing when the pantry covers the need, across units', () => {
    const [milk] = planShoppingList(
      [need({ ingredientId: 2, name: 'Milk', quantity: 1, unit: 'cup' })],
      [{ name: 'Milk', quantity: 1, unit: 'l' }],
    );
    expect(milk).toMatchObject({ buy: false, toBuy: null });
  });

  it('keeps kinds of amount apart and adds spoons into cups', () => {
    const lines = planShoppingList(
      [
        need({ ingredientId: 3, name: 'Eggs', quantity: 2, unit: null }),
        need({ ingredientId: 3, name: 'Eggs', quantity: 3, unit: 'pieces' }),
        need({ ingredientId: 4, name: 'Sugar', quantity: 8, unit: 'tbsp' }),
        need({ ingredientId: 4, name: 'Sugar', quantity: 0.5, unit: 'cup' }),
        need({ ingredientId: 4, name: 'Sugar', quantity: 100, unit: 'g' }),
      ],
      [{ name: 'Sugar', quantity: 50, unit: 'g' }],
    );
    expect(lines.map((l) => [l.sourceKey, amountText(l.toBuy)])).toEqual([
      ['ingredient:3:count', '5'],
      ['ingredient:4:mass', '50 g'],
      ['ingredient:4:volume', '1 cup'],
    ]);
  });

  it('puts an amount-less need on the list only when the pantry has none', () => {
    const lines = planShoppingList(
      [
        need({ ingredientId: 5, name: 'Salt', quantity: null, unit: null }),
        need({ ingredientId: 6, name: 'Basil', quantity: null }),
      ],
      [{ name: 'Salt', quantity: null, unit: null }],
    );
    expect(lines.map((l) => [l.name, l.buy])).toEqual([
      ['Basil', true],
      ['Salt', false],
    ]);
  });

  it('adds units it does not know only to the same unit', () => {
    const lines = planShoppingList(
      [
        need({ ingredientId: 7, name: 'Tomatoes', quantity: 1, unit: 'can' }),
        need({ ingredientId: 7, name: 'Tomatoes', quantity: 2, unit: 'Can' }),
      ],
      [{ name: 'Tomatoes', quantity: 1, unit: 'can' }],
    );
    expect(lines.map((l) => [l.sourceKey, amountText(l.toBuy)])).toEqual([
      ['ingredient:7:unit:can', '2 can'],
    ]);
  });
});
