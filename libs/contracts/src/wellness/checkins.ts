import { z } from 'zod';
import { endpointsFor } from '../endpoint';
import { calendarDate } from './wellness';

/**
 * Mental-health check-ins (issue #33, spec 001 §3 `mental_health_checkins`): five measures on the same 1–10 scale
 * as mood's energy and stress, optional free answers, one a day per member (a second that day updates it). Private
 * to the member by default; they may share them (read only) with chosen members. Answers are stored encrypted.
 */
export const CHECKIN_MEASURES = ['overallFeeling', 'sleepQuality', 'anxiety', 'depression', 'focus'] as const;
export type CheckinMeasure = (typeof CHECKIN_MEASURES)[number];
export const checkinMeasureLabels: Record<CheckinMeasure, string> = {
  overallFeeling: 'Overall feeling',
  sleepQuality: 'Sleep quality',
  anxiety: 'Anxiety',
  depression: 'Depression',
  focus: 'Focus',
};
export const CHECKIN_HISTORY_DAYS = 30;
/** The optional questions the form offers; answers are free text. */
export const CHECKIN_PROMPTS = ['What went well today?', 'What is on your mind?'] as const;

const measure = (label: string) =>
  z
    .number({ error: `${label} must be between 1 and 10` })
    .int(`${label} must be between 1 and 10`)
    .min(1, `${label} must be between 1 and 10`)
    .max(10, `${label} must be between 1 and 10`);

export const checkinResponse = z.object({
  prompt: z.string().trim().min(1).max(200),
  answer: z.string().trim().max(2000, 'An answer must be at most 2000 characters'),
});
export type CheckinResponse = z.infer<typeof checkinResponse>;

export const checkin = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  overallFeeling: z.number().int(),
  sleepQuality: z.number().int(),
  anxiety: z.number().int(),
  depression: z.number().int(),
  focus: z.number().int(),
  responses: z.array(checkinResponse),
  date: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Checkin = z.infer<typeof checkin>;

/** POST /api/mental-health-checkins: the caller's check-in of a day, made or updated. */
export const saveCheckinBody = z.object({
  overallFeeling: measure('Overall feeling'),
  sleepQuality: measure('Sleep quality'),
  anxiety: measure('Anxiety'),
  depression: measure('Depression'),
  focus: measure('Focus'),
  responses: z
    .array(checkinResponse)
    .max(5)
    .transform((answers) => answers.filter((a) => a.answer.length > 0))
    .default([]),
  date: calendarDate('Date must be a date'),
});
export type SaveCheckinBody = z.input<typeof saveCheckinBody>;

/** GET /api/mental-health-checkins?from&to[&userId]: the caller's own, or a member's who shares with the caller. */
export const checkinListQuery = z.object({
  userId: z.coerce.number().int().positive().optional(),
  from: calendarDate('from must be a date'),
  to: calendarDate('to must be a date'),
});
export const checkinList = z.object({ items: z.array(checkin) });
export type CheckinList = z.infer<typeof checkinList>;

/** Who the caller shares their check-ins with, and whose check-ins are shared with the caller. */
export const checkinShares = z.object({
  viewerIds: z.array(z.number().int()),
  sharedWithMe: z.array(z.number().int()),
});
export type CheckinShares = z.infer<typeof checkinShares>;
export const checkinSharesBody = z.object({ viewerIds: z.array(z.number().int().positive()).max(50) });
export type CheckinSharesBody = z.input<typeof checkinSharesBody>;

/** GET /api/wellness/me/today: the caller's own journal and check-in of a day (the dashboard card). */
export const wellnessTodayQuery = z.object({ date: calendarDate('date must be a date') });
export const wellnessToday = z.object({ journalWritten: z.boolean(), checkinDone: z.boolean() });
export type WellnessToday = z.infer<typeof wellnessToday>;

/**
 * The low-days rule: the member's overall feeling was 3 or lower on each of the last 3 days they checked in,
 * those days consecutive and the latest today or yesterday. Then the screen offers gentle words and the family's
 * support contact (no medical claim, no diagnosis).
 */
export const LOW_FEELING_MAX = 3;
export const LOW_DAYS_IN_A_ROW = 3;
export function lowDaysInARow(checkins: readonly Pick<Checkin, 'date' | 'overallFeeling'>[], today: string) {
  const byDate = new Map(checkins.map((c) => [c.date, c.overallFeeling]));
  const day = (offset: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - offset);
    return d.toISOString().slice(0, 10);
  };
  const start = byDate.has(today) ? 0 : 1;
  let run = 0;
  for (let offset = start; ; offset++) {
    const feeling = byDate.get(day(offset));
    if (feeling === undefined || feeling > LOW_FEELING_MAX) break;
    run++;
  }
  return run >= LOW_DAYS_IN_A_ROW;
}

const endpoint = endpointsFor('wellness', 'checkins');

/** The check-ins' endpoints; every change refreshes everything under 'checkins' (the live topic). */
export const checkinEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/mental-health-checkins',
    summary: 'Check-ins between two dates: your own, or those of a member who shares theirs with you',
    query: checkinListQuery,
    response: checkinList,
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/mental-health-checkins',
    summary: 'Save your check-in of a day (a second one that day updates it)',
    body: saveCheckinBody,
    response: checkin,
  }),
  shares: endpoint({
    method: 'GET',
    path: '/api/mental-health-checkins/shares',
    summary: 'Who you share your check-ins with, and who shares theirs with you',
    response: checkinShares,
  }),
  share: endpoint({
    method: 'PUT',
    path: '/api/mental-health-checkins/shares',
    summary: 'Choose the members who may read your check-ins ([] keeps them private)',
    body: checkinSharesBody,
    response: checkinShares,
  }),
  today: endpoint({
    method: 'GET',
    path: '/api/wellness/me/today',
    summary: 'Whether you wrote in your journal and checked in on a day (the dashboard card)',
    query: wellnessTodayQuery,
    response: wellnessToday,
  }),
};
