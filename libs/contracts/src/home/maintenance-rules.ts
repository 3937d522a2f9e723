// Upkeep's rules without zod: the dashboard's maintenance and pet cards need them at start, zod loads with the first
// form (issue #16). home-maintenance.ts re-exports them beside the schemas.

export const upkeepFrequencies = [
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'half-yearly',
  'yearly',
] as const;
export type UpkeepFrequency = (typeof upkeepFrequencies)[number];
export const upkeepFrequencyLabels: Record<UpkeepFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Every 3 months',
  'half-yearly': 'Every 6 months',
  yearly: 'Yearly',
};

/**
 * The day after `isoDay` by one period of `frequency`; a month step keeps the day of the month or the month's last
 * day (31 Jan + 1 month = 28/29 Feb).
 */
export function advanceDay(isoDay: string, frequency: UpkeepFrequency): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  if (frequency === 'daily' || frequency === 'weekly') {
    return new Date(Date.UTC(y, m - 1, d + (frequency === 'daily' ? 1 : 7))).toISOString().slice(0, 10);
  }
  const months = { monthly: 1, quarterly: 3, 'half-yearly': 6, yearly: 12 }[frequency];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whole days from `today` to `isoDay` (negative when past), both YYYY-MM-DD. */
export function daysUntil(isoDay: string, today: string): number {
  return Math.round((Date.parse(`${isoDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export const maintenanceDueStates = ['overdue', 'due-soon', 'upcoming', 'done'] as const;
export type MaintenanceDueState = (typeof maintenanceDueStates)[number];

/** Overdue after the due day, due soon from `reminderDays` before it, done when nothing is due (not recurring). */
export function maintenanceDueState(
  item: { nextDue: string | null; reminderDays: number },
  today: string,
): MaintenanceDueState {
  if (!item.nextDue) return 'done';
  const days = daysUntil(item.nextDue, today);
  if (days < 0) return 'overdue';
  return days <= item.reminderDays ? 'due-soon' : 'upcoming';
}

export const maintenanceCategories = [
  'appliances',
  'electrical',
  'exterior',
  'garden',
  'heating-cooling',
  'plumbing',
  'safety',
  'vehicle',
  'other',
] as const;
