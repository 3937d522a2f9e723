import type { ChoreFrequency } from '@familyhub/contracts';

/** A chore's period as ISO dates (UTC days); end null for a one-off chore. */
export interface ChorePeriod {
  startDate: string;
  endDate: string | null;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utcDay = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/**
 * The period a chore of this frequency is in at `now`: the day, the week from Monday to Sunday, or the calendar
 * month. A one-off chore's only period starts the day it is made and never ends.
 */
export function periodAt(frequency: ChoreFrequency, now: Date): ChorePeriod {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  switch (frequency) {
    case 'daily':
      return { startDate: iso(utcDay(y, m, d)), endDate: iso(utcDay(y, m, d)) };
    case 'weekly': {
      const sinceMonday = (now.getUTCDay() + 6) % 7;
      return {
        startDate: iso(utcDay(y, m, d - sinceMonday)),
        endDate: iso(utcDay(y, m, d - sinceMonday + 6)),
      };
    }
    case 'monthly':
      return { startDate: iso(utcDay(y, m, 1)), endDate: iso(utcDay(y, m + 1, 0)) };
    case 'once':
      return { startDate: iso(utcDay(y, m, d)), endDate: null };
  }
}

/** Who takes the next turn: the member after the previous one in the set order (the first when there was none). */
export function nextInRotation(assigneeIds: readonly number[], previous: number | null | undefined): number {
  const at = previous == null ? -1 : assigneeIds.indexOf(previous);
  return assigneeIds[(at + 1) % assigneeIds.length];
}

export const todayOf = (now: Date) => iso(now);
