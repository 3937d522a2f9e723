import { weekdays, type MeTimeBlock } from '@familyhub/contracts';
import { isoDateOf } from '../shared/dates';

/**
 * Whether a block falls on a calendar day (the browser's): its own day, or for a repeating block every later day of
 * its pattern — daily; weekly on its weekdays (its start's weekday when none is chosen); monthly on its start's day
 * of month. The tabs follow each block's own start and end (001 §4); the calendar shows the repeats too.
 */
export function occursOn(
  block: Pick<MeTimeBlock, 'startTime' | 'isRecurring' | 'recurrencePattern' | 'daysOfWeek'>,
  day: string,
): boolean {
  const start = new Date(block.startTime);
  const first = isoDateOf(start);
  if (day === first) return true;
  if (!block.isRecurring || !block.recurrencePattern || day < first) return false;
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(y, m - 1, d);
  switch (block.recurrencePattern) {
    case 'daily':
      return true;
    case 'weekly': {
      const days = block.daysOfWeek.length > 0 ? block.daysOfWeek : [weekdays[start.getDay()]];
      return days.includes(weekdays[date.getDay()]);
    }
    case 'monthly':
      return date.getDate() === start.getDate();
  }
}
