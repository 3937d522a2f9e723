import { weekdays } from '../planning/events';
import { createMedicationBody, goalPercent, toOunces } from './wellness';
import { doseSlotsOf, isMedicationDue, medicationStatusOf, type DueMedication } from './schedule';

const base: DueMedication = {
  frequency: 'daily',
  timeOfDay: ['morning'],
  daysOfWeek: [...weekdays],
  startDate: '2026-11-10',
  endDate: null,
};
const log = (skipped: boolean) => ({
  log: {
    id: 1,
    medicationId: 1,
    userId: 1,
    date: '2026-11-23',
    timeOfDay: null,
    takenAt: '2026-11-23T08:00:00.000Z',
    takenByUserId: 1,
    skipped,
    notes: null,
  },
});

describe('the due rules of 001 §4', () => {
  // 2026-11-23 is a Monday.
  it.each<[string, Partial<DueMedication>, string, boolean]>([
    ['before the start date', {}, '2026-11-09', false],
    ['on the start date', {}, '2026-11-10', true],
    ['on the end date (inclusive)', { endDate: '2026-11-23' }, '2026-11-23', true],
    ['the day after the end date', { endDate: '2026-11-23' }, '2026-11-24', false],
    ['daily', { frequency: 'daily' }, '2026-11-23', true],
    ['twice daily', { frequency: 'twice_daily' }, '2026-11-23', true],
    ['three times daily', { frequency: 'three_times_daily' }, '2026-11-23', true],
    ['as needed', { frequency: 'as_needed' }, '2026-11-23', true],
    ['weekly on a chosen weekday', { frequency: 'weekly', daysOfWeek: ['monday'] }, '2026-11-23', true],
    ['weekly on another weekday', { frequency: 'weekly', daysOfWeek: ['tuesday'] }, '2026-11-23', false],
    ['biweekly is treated as weekly', { frequency: 'biweekly', daysOfWeek: ['monday'] }, '2026-11-30', true],
    ['biweekly on another weekday', { frequency: 'biweekly', daysOfWeek: ['friday'] }, '2026-11-30', false],
    ['monthly on the start day of month', { frequency: 'monthly' }, '2026-12-10', true],
    ['monthly on another day', { frequency: 'monthly' }, '2026-12-11', false],
    [
      'monthly from the 31st: last day of a 30-day month',
      { frequency: 'monthly', startDate: '2026-10-31' },
      '2026-11-30',
      true,
    ],
    [
      'monthly from the 31st: not the 29th of November',
      { frequency: 'monthly', startDate: '2026-10-31' },
      '2026-11-29',
      false,
    ],
    [
      'monthly from the 31st: February 28th',
      { frequency: 'monthly', startDate: '2026-10-31' },
      '2027-02-28',
      true,
    ],
    ['inactive', { isActive: false }, '2026-11-23', false],
  ])('%s', (_name, changes, date, due) => {
    expect(isMedicationDue({ ...base, ...changes }, date)).toBe(due);
  });
});

describe('the status of a day', () => {
  const twice: DueMedication = { ...base, frequency: 'twice_daily', timeOfDay: ['morning', 'evening'] };
  it('is Due Today until every dose is logged, then Taken or Skipped', () => {
    expect(medicationStatusOf(twice, '2026-11-23', [{ log: null }, { log: null }])).toBe('due');
    expect(medicationStatusOf(twice, '2026-11-23', [log(false), { log: null }])).toBe('due');
    expect(medicationStatusOf(twice, '2026-11-23', [log(false), log(true)])).toBe('taken');
    expect(medicationStatusOf(twice, '2026-11-23', [log(true), log(true)])).toBe('skipped');
  });
  it('is Not Due Today on a day the schedule skips', () => {
    const weekly = { ...base, frequency: 'weekly' as const, daysOfWeek: ['friday' as const] };
    expect(medicationStatusOf(weekly, '2026-11-23', [{ log: null }])).toBe('not_due');
  });
  it('gives as-needed medications one open dose, Taken once one is taken', () => {
    const prn = { ...base, frequency: 'as_needed' as const };
    expect(doseSlotsOf(prn)).toEqual([null]);
    expect(medicationStatusOf(prn, '2026-11-23', [{ log: null }])).toBe('due');
    expect(medicationStatusOf(prn, '2026-11-23', [log(false)])).toBe('taken');
  });
});

describe('medication and water contracts', () => {
  it('says the spec’s texts', () => {
    const message = (body: unknown) => createMedicationBody.safeParse(body).error?.issues[0]?.message;
    const valid = { userId: 2, name: 'Amoxicillin', frequency: 'daily', startDate: '2026-11-23' };
    expect(message({ ...valid, name: ' ' })).toBe('Please fill in all required fields.');
    expect(message({ ...valid, startDate: undefined })).toBe('Please fill in all required fields.');
    expect(message({ ...valid, timeOfDay: [] })).toBe('Select at least one time of day');
    expect(message({ ...valid, frequency: 'weekly', daysOfWeek: [] })).toBe(
      'Select at least one day of week',
    );
    expect(createMedicationBody.parse(valid)).toMatchObject({ timeOfDay: ['morning'], daysOfWeek: weekdays });
  });
  it('converts units and caps progress at 100 %', () => {
    expect(toOunces(29.574, 'ml')).toBeCloseTo(1);
    expect(toOunces(2, 'cups')).toBe(16);
    expect(goalPercent(80, 64)).toBe(100);
    expect(goalPercent(32, 64)).toBe(50);
  });
});
