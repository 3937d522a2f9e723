import {
  addBase,
  combineQuantityText,
  convertAmount,
  formatAmount,
  parseQuantityText,
  subtractHeld,
  toBase,
} from './kitchen-units';

describe('kitchen units', () => {
  it('adds masses, volumes and counts like with like', () => {
    expect(formatAmount(addBase(toBase(750, 'g'), toBase(0.5, 'kg')))).toBe('1.25 kg');
    expect(formatAmount(addBase(toBase(200, 'ml'), toBase(0.3, 'l')))).toBe('500 ml');
    expect(formatAmount(addBase(toBase(1, 'l'), toBase(500, 'ml')))).toBe('1.5 l');
    expect(formatAmount(addBase(toBase(2, 'pieces'), toBase(3, '')))).toBe('5');
    expect(formatAmount(toBase(1, 'dozen'))).toBe('12');
  });

  it('turns teaspoons into tablespoons and cups as they grow', () => {
    expect(formatAmount(addBase(toBase(1, 'tsp'), toBase(2, 'tsp')))).toBe('1 tbsp');
    expect(formatAmount(addBase(toBase(8, 'tbsp'), toBase(8, 'tbsp')))).toBe('1 cup');
    expect(formatAmount(addBase(toBase(1, 'cup'), toBase(0.5, 'cup')))).toBe('1.5 cups');
    expect(formatAmount(toBase(2, 'tsp'))).toBe('2 tsp');
    // A spoon added to millilitres is answered in millilitres.
    expect(formatAmount(addBase(toBase(1, 'tbsp'), toBase(100, 'ml')))).toBe('114.79 ml');
  });

  it('keeps units it does not know apart, and refuses to add across dimensions', () => {
    expect(toBase(2, 'cans').key).toBe('other:cans');
    expect(formatAmount(addBase(toBase(2, 'Cans'), toBase(1, 'cans')))).toBe('3 cans');
    expect(() => addBase(toBase(1, 'g'), toBase(1, 'ml'))).toThrow();
  });

  it('converts an amount into another unit of its kind, and only of its kind', () => {
    expect(convertAmount(1.2, 'kg', 'g')).toBe(1200);
    expect(convertAmount(500, 'ml', 'L')).toBe(0.5);
    expect(convertAmount(1, 'dozen', 'pieces')).toBe(12);
    expect(convertAmount(3, 'can', 'can')).toBe(3);
    expect(convertAmount(2, 'kg', 'l')).toBeNull();
    expect(convertAmount(2, 'can', 'g')).toBeNull();
  });

  it('reads quantities written on a list or a shelf', () => {
    expect(parseQuantityText('500 g')).toMatchObject({ key: 'mass', amount: 500 });
    expect(parseQuantityText('1.5kg')).toMatchObject({ key: 'mass', amount: 1500 });
    expect(parseQuantityText('1,5 L')).toMatchObject({ key: 'volume', amount: 1500 });
    expect(parseQuantityText('3')).toMatchObject({ key: 'count', amount: 3 });
    expect(parseQuantityText('a dozen')).toBeNull();
    expect(parseQuantityText('')).toBeNull();
  });

  it('takes off a partial quantity held: have 500 g, need 750 g → 250 g', () => {
    const rest = subtractHeld(toBase(750, 'g'), toBase(500, 'g'));
    expect(rest && formatAmount(rest)).toBe('250 g');
    const fromKilos = subtractHeld(toBase(1.5, 'kg'), toBase(500, 'g'));
    expect(fromKilos && formatAmount(fromKilos)).toBe('1 kg');
    expect(subtractHeld(toBase(750, 'g'), toBase(1, 'kg'))).toBeNull();
    expect(subtractHeld(toBase(3, 'tsp'), toBase(1, 'tbsp'))).toBeNull();
    // What cannot be compared does not reduce the need.
    expect(subtractHeld(toBase(2, 'pieces'), toBase(500, 'g'))).toMatchObject({ amount: 2 });
  });

  it('joins two written quantities', () => {
    expect(combineQuantityText('1 l', '500 ml')).toBe('1.5 l');
    expect(combineQuantityText('2 bags', '500 g')).toBe('2 bags + 500 g');
    expect(combineQuantityText(null, '500 g')).toBe('500 g');
    expect(combineQuantityText(' ', null)).toBeNull();
  });
});
