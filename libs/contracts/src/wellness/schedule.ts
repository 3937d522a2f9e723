import { weekdays } from '../planning/events';
import type { Dose, MedicationSchedule, MedicationStatus, TimeOfDay } from './wellness';

/** The weekday of a calendar day (YYYY-MM-DD), read as a date, never as an instant. */
export function weekdayOf(date: string) {
  return weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()];
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

export interface DueMedication extends MedicationSchedule {
  isActive?: boolean;
}

/**
 * 001 §4: a medication is due on a date on or after its start and on or before its end date (the end day counts
 * whole); daily, twice and three times daily and as-needed are always due; weekly and biweekly on the chosen
 * weekdays (biweekly is treated like weekly); monthly on the start's day of month — in a shorter month on its
 * last day, so a start on the 31st is still taken every month. An inactive medication is never due.
 */
export function isMedicationDue(medication: DueMedication, date: string): boolean {
  if (medication.isActive === false) return false;
  if (date < medication.startDate) return false;
  if (medication.endDate && date > medication.endDate) return false;
  switch (medication.frequency) {
    case 'daily':
    case 'twice_daily':
    case 'three_times_daily':
    case 'as_needed':
      return true;
    case 'weekly':
    case 'biweekly':
      return medication.daysOfWeek.includes(weekdayOf(date));
    case 'monthly': {
      const startDay = Number(medication.startDate.slice(8, 10));
      const year = Number(date.slice(0, 4));
      const month = Number(date.slice(5, 7)) - 1;
      const dueDay = Math.min(startDay, daysInMonth(year, month));
      return Number(date.slice(8, 10)) === dueDay;
    }
  }
}

/** The doses of a due day: one per time-of-day slot; an as-needed medication has one open slot (null). */
export function doseSlotsOf(
  medication: Pick<MedicationSchedule, 'frequency' | 'timeOfDay'>,
): (TimeOfDay | null)[] {
  if (medication.frequency === 'as_needed') return [null];
  return [...medication.timeOfDay];
}

/**
 * 001 §4: due → Due Today; a taken dose → Taken; only skipped doses → Skipped; not scheduled → Not Due Today.
 * With several doses a day the medication stays Due Today until every dose is logged.
 */
export function medicationStatusOf(
  medication: DueMedication,
  date: string,
  doses: readonly Pick<Dose, 'log'>[],
): MedicationStatus {
  const logs = doses.map((d) => d.log).filter((log) => log !== null);
  const due = isMedicationDue(medication, date);
  if (medication.frequency === 'as_needed' && logs.length > 0)
    return logs.some((log) => !log.skipped) ? 'taken' : 'skipped';
  if (logs.length > 0 && logs.length === doses.length)
    return logs.some((log) => !log.skipped) ? 'taken' : 'skipped';
  return due ? 'due' : 'not_due';
}
