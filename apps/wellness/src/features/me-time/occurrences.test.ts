import type { MeTimeBlock } from '@familyhub/contracts';
import { occursOn } from './occurrences';

// 2026-11-23 is a Monday.
const block = (changes: Partial<MeTimeBlock>) => ({
  startTime: new Date(2026, 10, 23, 20, 0).toISOString(),
  isRecurring: true,
  recurrencePattern: null,
  daysOfWeek: [],
  ...changes,
});

describe('occursOn', () => {
  it.each<[string, Partial<MeTimeBlock>, string, boolean]>([
    ['a one-off block on its day', { isRecurring: false }, '2026-11-23', true],
    ['a one-off block on another day', { isRecurring: false }, '2026-11-24', false],
    ['daily from its start', { recurrencePattern: 'daily' }, '2026-12-02', true],
    ['never before its start', { recurrencePattern: 'daily' }, '2026-11-22', false],
    [
      'weekly on a chosen weekday',
      { recurrencePattern: 'weekly', daysOfWeek: ['wednesday'] },
      '2026-11-25',
      true,
    ],
    [
      'weekly not on other weekdays',
      { recurrencePattern: 'weekly', daysOfWeek: ['wednesday'] },
      '2026-11-26',
      false,
    ],
    ['weekly without days: its start’s weekday', { recurrencePattern: 'weekly' }, '2026-11-30', true],
    ['monthly on its day of month', { recurrencePattern: 'monthly' }, '2026-12-23', true],
    ['monthly not on another day', { recurrencePattern: 'monthly' }, '2026-12-24', false],
  ])('%s', (_name, changes, day, expected) => {
    expect(occursOn(block(changes), day)).toBe(expected);
  });
});
