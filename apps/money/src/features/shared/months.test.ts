import { formatDay, monthChoicesIn, monthName, monthYearLabel, shortMonthLabel, weekdayName } from './months';

describe('month and day names (issue #35)', () => {
  it('says them in English as before', () => {
    expect(monthName(11)).toBe('November');
    expect(shortMonthLabel(2026, 11)).toBe('Nov 2026');
    expect(monthYearLabel(2026, 11)).toBe('November 2026');
    expect(weekdayName(0)).toBe('Sunday');
    expect(weekdayName(6)).toBe('Saturday');
    expect(formatDay('2026-11-05')).toBe('Nov 5, 2026');
    expect(monthChoicesIn()[0]).toEqual({ value: 1, label: 'January' });
  });

  it('says them in the member’s language', () => {
    expect(monthName(11, 'es')).toBe('noviembre');
    expect(shortMonthLabel(2026, 11, 'es')).toBe('nov 2026');
    expect(monthYearLabel(2026, 11, 'es')).toBe('noviembre de 2026');
    expect(weekdayName(1, 'es')).toBe('lunes');
    expect(formatDay('2026-11-05', 'es')).toBe('5 nov 2026');
  });
});
