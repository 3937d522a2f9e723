import { z } from 'zod';
import { timeZoneName } from '../cross-domain';
import { weekday, weekdays, type Weekday } from '../planning/events';
import { pageQueryWith } from '../paging';
import {
  REQUIRED_FIELDS_MESSAGE,
  SELECT_TIME_OF_DAY_MESSAGE,
  SELECT_DAY_OF_WEEK_MESSAGE,
  DATE_PATTERN,
  TIME_PATTERN,
  WELLNESS_PAGE_MAX,
  medicationFrequencies,
  type MedicationFrequency,
  timesOfDay,
  type TimeOfDay,
  medicationStatuses,
  waterUnits,
  WATER_DEFAULT_GOAL_OZ,
  WATER_REMINDER_FREQUENCIES,
  WATER_DEFAULT_REMINDER_FREQUENCY,
  WATER_DEFAULT_WINDOW,
} from './rules';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';
import { pageOf } from '../paging';

export * from './rules';

/**
 * The wellness domain's API (spec 001 §2–§9, issue #12): medications with one shared dose log per family,
 * water intake and goals, moods and the daily affirmation. Texts are the spec's.
 */

const required = (schema: z.ZodString = z.string({ error: REQUIRED_FIELDS_MESSAGE })) =>
  schema.trim().min(1, REQUIRED_FIELDS_MESSAGE);
const memberId = z
  .number({ error: REQUIRED_FIELDS_MESSAGE })
  .int(REQUIRED_FIELDS_MESSAGE)
  .positive(REQUIRED_FIELDS_MESSAGE);
const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullish();

/** A calendar day, YYYY-MM-DD. */
export const calendarDate = (message = REQUIRED_FIELDS_MESSAGE) =>
  z
    .string({ error: message })
    .regex(DATE_PATTERN, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message);
/** A wall-clock time, HH:MM (24 h). */
export const clockTime = (message = REQUIRED_FIELDS_MESSAGE) =>
  z.string({ error: message }).regex(TIME_PATTERN, message);

export const wellnessPageQuery = pageQueryWith({ maxLimit: WELLNESS_PAGE_MAX });

// ---------------------------------------------------------------- medications

export const medicationFrequency = z.enum(medicationFrequencies, { error: REQUIRED_FIELDS_MESSAGE });

export const timeOfDay = z.enum(timesOfDay, { error: SELECT_TIME_OF_DAY_MESSAGE });
/**
 * The wall-clock time each slot stands for (the spec names slots, not times): a dose not logged 30 minutes
 * after its slot raises the missed-dose alert.
 */
export const timeOfDayClock: Record<TimeOfDay, string> = {
  before_breakfast: '07:30',
  morning: '08:00',
  with_breakfast: '08:00',
  after_breakfast: '08:30',
  before_lunch: '11:30',
  with_lunch: '12:00',
  after_lunch: '12:30',
  afternoon: '15:00',
  before_dinner: '17:30',
  with_dinner: '18:00',
  after_dinner: '18:30',
  evening: '19:00',
  night: '21:00',
  bedtime: '21:30',
};
export const MISSED_DOSE_AFTER_MINUTES = 30;
/** How late a dose may be logged (its day and the time it was taken): last night's dose the next morning. */
export const LATE_DOSE_LOG_HOURS = 24;
export const LATE_DOSE_LOG_MESSAGE = `A dose can be logged at most ${LATE_DOSE_LOG_HOURS} hours late`;
export const FUTURE_DOSE_DAY_MESSAGE = 'A dose cannot be logged for a day that has not come yet';
export const FUTURE_DOSE_TIME_MESSAGE = 'A dose cannot be logged as taken in the future';
/** As-needed medications have a minimum interval between two taken doses instead of slots (editable). */
export const DEFAULT_AS_NEEDED_INTERVAL_HOURS = 4;
export const MAX_AS_NEEDED_INTERVAL_HOURS = 72;

/** 001 §9: "Default medication: daily, morning, all days." */
export const defaultMedication = {
  frequency: 'daily' as MedicationFrequency,
  timeOfDay: ['morning'] as TimeOfDay[],
  daysOfWeek: [...weekdays] as Weekday[],
};

export const medication = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  dosage: z.string().nullable(),
  frequency: medicationFrequency,
  timeOfDay: z.array(timeOfDay),
  daysOfWeek: z.array(weekday),
  startDate: z.string(),
  endDate: z.string().nullable(),
  instructions: z.string().nullable(),
  isActive: z.boolean(),
  /** As-needed only: the fewest hours between two taken doses. */
  minIntervalHours: z.number().nullable(),
  timeZone: z.string(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Medication = z.infer<typeof medication>;

const medicationFields = z.object({
  userId: memberId,
  name: required().pipe(z.string().max(120, 'Name must be at most 120 characters')),
  dosage: optionalText(120, 'Dosage'),
  frequency: medicationFrequency,
  timeOfDay: z.array(timeOfDay, { error: SELECT_TIME_OF_DAY_MESSAGE }).max(timesOfDay.length),
  daysOfWeek: z.array(weekday, { error: SELECT_DAY_OF_WEEK_MESSAGE }).max(7),
  startDate: calendarDate(),
  endDate: calendarDate('End date must be a date').nullish(),
  instructions: optionalText(2000, 'Instructions'),
  isActive: z.boolean(),
  minIntervalHours: z
    .number({ error: 'Minimum interval must be a number of hours' })
    .min(0.5, 'Minimum interval must be at least half an hour')
    .max(
      MAX_AS_NEEDED_INTERVAL_HOURS,
      `Minimum interval must be at most ${MAX_AS_NEEDED_INTERVAL_HOURS} hours`,
    )
    .nullish(),
  timeZone: timeZoneName,
});

export interface MedicationSchedule {
  frequency: MedicationFrequency;
  timeOfDay: readonly TimeOfDay[];
  daysOfWeek: readonly Weekday[];
  startDate: string;
  endDate?: string | null;
}

/** The cross-field rules of 001 §5, for a whole medication (a create, or an update merged with what is stored). */
export function medicationScheduleIssues(m: MedicationSchedule): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (m.frequency !== 'as_needed' && m.timeOfDay.length === 0)
    issues.push({ path: 'timeOfDay', message: SELECT_TIME_OF_DAY_MESSAGE });
  if ((m.frequency === 'weekly' || m.frequency === 'biweekly') && m.daysOfWeek.length === 0)
    issues.push({ path: 'daysOfWeek', message: SELECT_DAY_OF_WEEK_MESSAGE });
  if (m.endDate && m.endDate < m.startDate)
    issues.push({ path: 'endDate', message: 'End date must be on or after the start date' });
  return issues;
}

/** POST /api/medications (001 §5: name, for-person, frequency and start date required). */
export const createMedicationBody = medicationFields
  .omit({ isActive: true })
  .extend({
    dosage: optionalText(120, 'Dosage'),
    timeOfDay: medicationFields.shape.timeOfDay.default(['morning']),
    daysOfWeek: medicationFields.shape.daysOfWeek.default([...weekdays]),
    timeZone: timeZoneName.default('UTC'),
  })
  .superRefine((value, ctx) => {
    for (const issue of medicationScheduleIssues(value))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type CreateMedicationBody = z.input<typeof createMedicationBody>;

/** PATCH /api/medications/{id}: any subset; the whole result is checked again by the service. */
export const updateMedicationBody = medicationFields
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type UpdateMedicationBody = z.input<typeof updateMedicationBody>;

export const medicationListQuery = wellnessPageQuery.extend({
  userId: z.coerce.number().int().positive().optional(),
});

export const medicationLog = z.object({
  id: z.number().int(),
  medicationId: z.number().int(),
  /** Whose medication it is. */
  userId: z.number().int(),
  /** The dose's day on the medication's clock. */
  date: z.string(),
  /** The dose's slot; null for an as-needed dose. */
  timeOfDay: timeOfDay.nullable(),
  takenAt: z.string(),
  takenByUserId: z.number().int().nullable(),
  skipped: z.boolean(),
  notes: z.string().nullable(),
});
export type MedicationLog = z.infer<typeof medicationLog>;

/** POST /api/medication-logs (001 §7: medicationId, takenAt, skipped, notes; plus the dose it is for). */
export const createMedicationLogBody = z.object({
  medicationId: memberId,
  takenAt: z.iso.datetime({ offset: true, error: 'Taken at must be a date and time' }).optional(),
  skipped: z.boolean().default(false),
  notes: optionalText(2000, 'Notes'),
  /** The dose's day (default: today on the medication's clock). */
  date: calendarDate('Date must be a date').optional(),
  /** Which of the day's doses; needed when the medication has more than one. */
  timeOfDay: timeOfDay.optional(),
});
export type CreateMedicationLogBody = z.input<typeof createMedicationLogBody>;

export const medicationLogListQuery = wellnessPageQuery.extend({
  medicationId: z.coerce.number().int().positive().optional(),
  userId: z.coerce.number().int().positive().optional(),
  from: calendarDate('from must be a date').optional(),
  to: calendarDate('to must be a date').optional(),
});

/** One dose of a day: its slot and the log that settled it, if any. */
export const dose = z.object({ timeOfDay: timeOfDay.nullable(), log: medicationLog.nullable() });
export type Dose = z.infer<typeof dose>;

/** GET /api/medications/today: each medication with its status and doses on the day. */
export const medicationDay = z.object({
  medication,
  status: z.enum(medicationStatuses),
  due: z.boolean(),
  doses: z.array(dose),
  /** As-needed: when the next dose may be taken (null: now). */
  nextAllowedAt: z.string().nullable(),
});
export type MedicationDay = z.infer<typeof medicationDay>;
export const medicationDayQuery = wellnessPageQuery.extend({
  date: calendarDate('date must be a date').optional(),
  userId: z.coerce.number().int().positive().optional(),
});

// ---------------------------------------------------------------- water

export const waterUnit = z.enum(waterUnits, { error: 'Unit must be oz, ml or cups' });

const amountAtLeastOne = (label: string) =>
  z.number({ error: REQUIRED_FIELDS_MESSAGE }).min(1, `${label} must be at least 1`).max(100_000);

export const waterIntake = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  amount: z.number(),
  unit: waterUnit,
  date: z.string(),
  time: z.string(),
  createdAt: z.string(),
});
export type WaterIntake = z.infer<typeof waterIntake>;

/** POST /api/water-intakes (001 §5: person, amount ≥ 1, date and time required). */
export const createWaterIntakeBody = z.object({
  userId: memberId,
  amount: amountAtLeastOne('Amount'),
  unit: waterUnit.default('oz'),
  date: calendarDate(),
  time: clockTime(),
});
export type CreateWaterIntakeBody = z.input<typeof createWaterIntakeBody>;

export const waterIntakeListQuery = wellnessPageQuery.extend({
  userId: z.coerce.number().int().positive().optional(),
  from: calendarDate('from must be a date').optional(),
  to: calendarDate('to must be a date').optional(),
});

/** GET /api/water-intakes/totals?from&to[&userId]: ounces per member and day (the 7-day chart, today's bar). */
export const waterTotalsQuery = z.object({
  from: calendarDate('from must be a date'),
  to: calendarDate('to must be a date'),
  userId: z.coerce.number().int().positive().optional(),
});
export const waterDayTotal = z.object({ userId: z.number().int(), date: z.string(), totalOz: z.number() });
export type WaterDayTotal = z.infer<typeof waterDayTotal>;
export const MAX_WATER_TOTALS_DAYS = 62;

export const waterGoal = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  dailyGoal: z.number(),
  unit: waterUnit,
  reminder: z.boolean(),
  reminderFrequency: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
});
export type WaterGoal = z.infer<typeof waterGoal>;

const reminderFrequency = z
  .number({ error: 'Reminder frequency must be 30, 60, 90, 120, 180 or 240 minutes' })
  .int()
  .refine(
    (v) => (WATER_REMINDER_FREQUENCIES as readonly number[]).includes(v),
    'Reminder frequency must be 30, 60, 90, 120, 180 or 240 minutes',
  );
const goalFields = z.object({
  userId: memberId,
  dailyGoal: amountAtLeastOne('Daily goal'),
  unit: waterUnit,
  reminder: z.boolean(),
  reminderFrequency,
  startTime: clockTime('Start time must be a time like 08:00'),
  endTime: clockTime('End time must be a time like 20:00'),
  timeZone: timeZoneName,
});
const windowIssue = (v: { startTime?: string; endTime?: string }) =>
  v.startTime !== undefined && v.endTime !== undefined && v.startTime >= v.endTime;
/** POST /api/water-goals: create when the member has no goal yet (001 §7). */
export const createWaterGoalBody = goalFields
  .extend({
    dailyGoal: amountAtLeastOne('Daily goal').default(WATER_DEFAULT_GOAL_OZ),
    unit: waterUnit.default('oz'),
    reminder: z.boolean().default(false),
    reminderFrequency: reminderFrequency.default(WATER_DEFAULT_REMINDER_FREQUENCY),
    startTime: goalFields.shape.startTime.default(WATER_DEFAULT_WINDOW.startTime),
    endTime: goalFields.shape.endTime.default(WATER_DEFAULT_WINDOW.endTime),
    timeZone: timeZoneName.default('UTC'),
  })
  .refine((v) => !windowIssue(v), {
    path: ['endTime'],
    message: 'Reminders must start before they end',
  });
export type CreateWaterGoalBody = z.input<typeof createWaterGoalBody>;
/** PATCH /api/water-goals/{id}: update when the member already has one (the person cannot change). */
export const updateWaterGoalBody = goalFields
  .omit({ userId: true })
  .partial()
  .refine((v) => !windowIssue(v), { path: ['endTime'], message: 'Reminders must start before they end' });
export type UpdateWaterGoalBody = z.input<typeof updateWaterGoalBody>;

// ---------------------------------------------------------------- moods

export const moods = ['great', 'good', 'okay', 'bad', 'terrible'] as const;
export const moodValue = z.enum(moods, { error: REQUIRED_FIELDS_MESSAGE });
export type MoodValue = z.infer<typeof moodValue>;
export const moodLabels: Record<MoodValue, string> = {
  great: 'Great',
  good: 'Good',
  okay: 'Okay',
  bad: 'Bad',
  terrible: 'Terrible',
};
/** 001 §9 */
export const MOOD_DEFAULT: MoodValue = 'good';
export const MOOD_SCALE_DEFAULT = 5;
export const MOOD_HISTORY_DAYS = 7;
/** For the trend chart: great 5 … terrible 1. */
export const moodScore: Record<MoodValue, number> = { great: 5, good: 4, okay: 3, bad: 2, terrible: 1 };

const scale = (label: string) =>
  z
    .number({ error: `${label} must be between 1 and 10` })
    .int(`${label} must be between 1 and 10`)
    .min(1, `${label} must be between 1 and 10`)
    .max(10, `${label} must be between 1 and 10`);

export const moodEntry = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  mood: moodValue,
  energy: z.number().int(),
  stress: z.number().int(),
  notes: z.string().nullable(),
  date: z.string(),
  time: z.string().nullable(),
  createdAt: z.string(),
});
export type MoodEntry = z.infer<typeof moodEntry>;

/** POST /api/moods (001 §5: person, mood and date required; energy and stress 1–10, default 5). */
export const createMoodBody = z.object({
  userId: memberId,
  mood: moodValue,
  energy: scale('Energy').default(MOOD_SCALE_DEFAULT),
  stress: scale('Stress').default(MOOD_SCALE_DEFAULT),
  notes: optionalText(2000, 'Notes'),
  date: calendarDate(),
  time: clockTime('Time must be a time like 08:00').nullish(),
});
export type CreateMoodBody = z.input<typeof createMoodBody>;

export const moodListQuery = waterIntakeListQuery;

// ---------------------------------------------------------------- affirmations

export const affirmation = z.object({
  id: z.number().int(),
  content: z.string(),
  category: z.string().nullable(),
  author: z.string().nullable(),
});
export type Affirmation = z.infer<typeof affirmation>;
/** Shown when the daily affirmation cannot be loaded (001 §2). */
export const DEFAULT_AFFIRMATION: Affirmation = {
  id: 0,
  content: 'You are doing better than you think. Take a breath and be kind to yourself today.',
  category: 'self-care',
  author: null,
};
export const dailyAffirmationQuery = z.object({ date: calendarDate('date must be a date').optional() });

const medicationsEndpoint = endpointsFor('wellness', 'medications');
const medicationLogsEndpoint = endpointsFor('wellness', 'medication-logs');
const medicationId = { id: pathId('Medication') };

/** Medications and their logs (spec 001 §7): a child sees only their own and never changes a medication. */
export const medicationEndpoints = {
  list: medicationsEndpoint({
    method: 'GET',
    path: '/api/medications',
    summary: 'Medications the caller may see, a page at a time (`?userId=` for one member)',
    query: medicationListQuery,
    response: pageOf(medication),
  }),
  today: medicationsEndpoint({
    method: 'GET',
    path: '/api/medications/today',
    summary: "One day's doses of each medication, with what was logged",
    query: medicationDayQuery,
    response: pageOf(medicationDay),
  }),
  get: medicationsEndpoint({
    method: 'GET',
    path: '/api/medications/:id',
    summary: 'One medication',
    params: medicationId,
    response: medication,
  }),
  create: medicationsEndpoint({
    method: 'POST',
    path: '/api/medications',
    summary: 'Add a medication for a member',
    body: createMedicationBody,
    response: medication,
    status: 201,
  }),
  update: medicationsEndpoint({
    method: 'PATCH',
    path: '/api/medications/:id',
    summary: 'Edit a medication',
    params: medicationId,
    body: updateMedicationBody,
    response: medication,
  }),
  remove: medicationsEndpoint({
    method: 'DELETE',
    path: '/api/medications/:id',
    summary: 'Delete a medication with its logs',
    params: medicationId,
  }),
  logs: medicationLogsEndpoint({
    method: 'GET',
    path: '/api/medication-logs',
    summary: 'Logged doses, newest first, a page at a time',
    query: medicationLogListQuery,
    response: pageOf(medicationLog),
  }),
  log: medicationLogsEndpoint({
    method: 'POST',
    path: '/api/medication-logs',
    summary: 'Log a dose as taken or skipped',
    body: createMedicationLogBody,
    response: medicationLog,
    status: 201,
  }),
  removeLog: medicationLogsEndpoint({
    method: 'DELETE',
    path: '/api/medication-logs/:id',
    summary: 'Undo a logged dose',
    params: { id: pathId('Medication log') },
  }),
};

const intakesEndpoint = endpointsFor('wellness', 'water-intakes');
const goalsEndpoint = endpointsFor('wellness', 'water-goals');

/** Water intake and goals (spec 001 §7), with the day totals for the progress bar and the 7-day chart. */
export const waterEndpoints = {
  intakes: intakesEndpoint({
    method: 'GET',
    path: '/api/water-intakes',
    summary: 'Water logged, newest first, a page at a time',
    query: waterIntakeListQuery,
    response: pageOf(waterIntake),
  }),
  totals: intakesEndpoint({
    method: 'GET',
    path: '/api/water-intakes/totals',
    summary: "Each day's total in ounces for a member over a range of days",
    query: waterTotalsQuery,
    response: z.object({ items: z.array(waterDayTotal) }),
  }),
  addIntake: intakesEndpoint({
    method: 'POST',
    path: '/api/water-intakes',
    summary: 'Log a drink',
    offline: 'queue',
    body: createWaterIntakeBody,
    response: waterIntake,
    status: 201,
  }),
  removeIntake: intakesEndpoint({
    method: 'DELETE',
    path: '/api/water-intakes/:id',
    summary: 'Remove a logged drink',
    params: { id: pathId('Water intake') },
  }),
  goals: goalsEndpoint({
    method: 'GET',
    path: '/api/water-goals',
    summary: 'Daily water goals, a page at a time',
    query: wellnessPageQuery,
    response: pageOf(waterGoal),
  }),
  createGoal: goalsEndpoint({
    method: 'POST',
    path: '/api/water-goals',
    summary: "Set a member's daily goal",
    body: createWaterGoalBody,
    response: waterGoal,
    status: 201,
  }),
  updateGoal: goalsEndpoint({
    method: 'PATCH',
    path: '/api/water-goals/:id',
    summary: 'Change a daily goal',
    params: { id: pathId('Water goal') },
    body: updateWaterGoalBody,
    response: waterGoal,
  }),
};

const moodsEndpoint = endpointsFor('wellness', 'moods');

/** The mood check-ins (spec 001 §7). */
export const moodEndpoints = {
  list: moodsEndpoint({
    method: 'GET',
    path: '/api/moods',
    summary: 'Mood check-ins, newest first, a page at a time',
    query: moodListQuery,
    response: pageOf(moodEntry),
  }),
  record: moodsEndpoint({
    method: 'POST',
    path: '/api/moods',
    summary: 'Record how a member feels',
    body: createMoodBody,
    response: moodEntry,
    status: 201,
  }),
  remove: moodsEndpoint({
    method: 'DELETE',
    path: '/api/moods/:id',
    summary: 'Delete a mood check-in',
    params: { id: pathId('Mood') },
  }),
};

/** The day's affirmation (spec 001 §7). */
export const affirmationEndpoints = {
  daily: endpointsFor(
    'wellness',
    'affirmations',
  )({
    method: 'GET',
    path: '/api/affirmations/daily',
    summary: 'The affirmation of a day (today unless `?date=`), the same for the whole family',
    query: dailyAffirmationQuery,
    response: affirmation,
  }),
};
