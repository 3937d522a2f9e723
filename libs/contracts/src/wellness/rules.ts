// Wellness's rules and texts without zod: the dashboard's cards need them at start, zod loads with the first form
// (issue #16). wellness.ts re-exports them beside the schemas.

/** 001 §5: the generic message of every health form. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';
export const SELECT_TIME_OF_DAY_MESSAGE = 'Select at least one time of day';
export const SELECT_DAY_OF_WEEK_MESSAGE = 'Select at least one day of week';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Wellness lists page like every list (contracts paging): up to 200 a page, so a family's day fits in one. */
export const WELLNESS_PAGE_MAX = 200;

/** 001 §3: the seven frequencies. */
export const medicationFrequencies = [
  'daily',
  'twice_daily',
  'three_times_daily',
  'weekly',
  'biweekly',
  'monthly',
  'as_needed',
] as const;

export type MedicationFrequency = (typeof medicationFrequencies)[number];
export const medicationFrequencyLabels: Record<MedicationFrequency, string> = {
  daily: 'Daily',
  twice_daily: 'Twice daily',
  three_times_daily: 'Three times daily',
  weekly: 'Weekly',
  biweekly: 'Biweekly',
  monthly: 'Monthly',
  as_needed: 'As needed',
};

/** 001 §3: the fourteen times of day, in the order of a day. */
export const timesOfDay = [
  'before_breakfast',
  'morning',
  'with_breakfast',
  'after_breakfast',
  'before_lunch',
  'with_lunch',
  'after_lunch',
  'afternoon',
  'before_dinner',
  'with_dinner',
  'after_dinner',
  'evening',
  'night',
  'bedtime',
] as const;

export type TimeOfDay = (typeof timesOfDay)[number];
export const timeOfDayLabels: Record<TimeOfDay, string> = {
  before_breakfast: 'Before breakfast',
  morning: 'Morning',
  with_breakfast: 'With breakfast',
  after_breakfast: 'After breakfast',
  before_lunch: 'Before lunch',
  with_lunch: 'With lunch',
  after_lunch: 'After lunch',
  afternoon: 'Afternoon',
  before_dinner: 'Before dinner',
  with_dinner: 'With dinner',
  after_dinner: 'After dinner',
  evening: 'Evening',
  night: 'Night',
  bedtime: 'Bedtime',
};

/** The status of 001 §4 on one day. */
export const medicationStatuses = ['due', 'taken', 'skipped', 'not_due'] as const;
export type MedicationStatus = (typeof medicationStatuses)[number];
export const medicationStatusLabels: Record<MedicationStatus, string> = {
  due: 'Due Today',
  taken: 'Taken',
  skipped: 'Skipped',
  not_due: 'Not Due Today',
};

export const waterUnits = ['oz', 'ml', 'cups'] as const;
export type WaterUnit = (typeof waterUnits)[number];

/** 001 §9 */
export const WATER_DEFAULT_GOAL_OZ = 64;
export const WATER_DEFAULT_INTAKE_OZ = 8;
export const WATER_QUICK_ADD_STEP = 8;
export const WATER_ML_PER_OZ = 29.574;
export const WATER_OZ_PER_CUP = 8;
export const WATER_REMINDER_FREQUENCIES = [30, 60, 90, 120, 180, 240] as const;
export const WATER_DEFAULT_REMINDER_FREQUENCY = 60;
export const WATER_DEFAULT_WINDOW = { startTime: '08:00', endTime: '20:00' } as const;

/** An amount in ounces (001 §9: 1 oz = 29.574 ml, 1 cup = 8 oz). */
export function toOunces(amount: number, unit: WaterUnit): number {
  if (unit === 'ml') return amount / WATER_ML_PER_OZ;
  if (unit === 'cups') return amount * WATER_OZ_PER_CUP;
  return amount;
}

export function fromOunces(oz: number, unit: WaterUnit): number {
  if (unit === 'ml') return oz * WATER_ML_PER_OZ;
  if (unit === 'cups') return oz / WATER_OZ_PER_CUP;
  return oz;
}

/** Progress towards a goal, capped at 100 % (001 §9). */
export function goalPercent(consumedOz: number, goalOz: number): number {
  if (goalOz <= 0) return 0;
  return Math.min(100, Math.round((consumedOz / goalOz) * 100));
}
