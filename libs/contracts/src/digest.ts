import { z } from 'zod';
import { timeZoneName } from './cross-domain';

/**
 * The family digest (issue #30): each domain tells identity what falls in a window — the day's or the week's
 * events, tasks, chores, meals, bills, school items and birthdays — and identity writes one readable email (and a
 * short push or Telegram summary) per member. Asked service to service, many families at once: `POST
 * /internal/digest`, signed by identity with no caller.
 */

export const digestSectionKeys = [
  'events',
  'tasks',
  'chores',
  'meals',
  'bills',
  'school',
  'birthdays',
] as const;
export type DigestSectionKey = (typeof digestSectionKeys)[number];

export const digestSectionTitles: Readonly<Record<DigestSectionKey, string>> = {
  events: 'Events',
  tasks: 'Tasks',
  chores: 'Chores',
  meals: 'Meals',
  bills: 'Bills',
  school: 'School',
  birthdays: 'Birthdays',
};

/** Most families one digest request names (identity asks in batches). */
export const MAX_DIGEST_FAMILIES = 500;
/** Most items a section lists for one family (the email says how many more). */
export const MAX_DIGEST_ITEMS = 50;

const instant = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 instant' });

export const digestRequest = z
  .object({
    families: z
      .array(
        z.object({
          familyId: z.number().int().positive(),
          /** The window, start included, end excluded. */
          from: instant,
          to: instant,
          /** The zone the window's days are read in (a bill due on a date, a meal on a day). */
          timeZone: timeZoneName,
        }),
      )
      .max(MAX_DIGEST_FAMILIES),
  })
  .strict();
export type DigestRequest = z.infer<typeof digestRequest>;
export type DigestWindow = DigestRequest['families'][number];

export const digestItem = z.object({
  text: z.string(),
  /** When: an ISO instant (an event's start) or an ISO date (a bill's due date); null for "any time". */
  when: z.string().nullable(),
  /** Who it concerns (an assignee); null for the whole family. */
  userIds: z.array(z.number().int()).nullable(),
  /** Only for members who may see the family's finances (a bill): identity leaves it out for the others. */
  financesOnly: z.boolean().optional(),
  /** The screen it is on. */
  link: z.string(),
});
export type DigestItem = z.infer<typeof digestItem>;

export const digestSection = z.object({
  key: z.enum(digestSectionKeys),
  items: z.array(digestItem),
  /** How many more than the items listed. */
  more: z.number().int().nonnegative(),
});
export type DigestSection = z.infer<typeof digestSection>;

export const digestAnswer = z.object({
  families: z.array(z.object({ familyId: z.number().int(), sections: z.array(digestSection) })),
});
export type DigestAnswer = z.infer<typeof digestAnswer>;

/** GET /api/notifications/digest/preview: the caller's next digest as it would be sent. */
export const digestPreview = z.object({
  frequency: z.enum(['daily', 'weekly', 'monthly']),
  /** When it goes out next (the member's digest hour in their zone). */
  sendAt: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  sections: z.array(
    z.object({
      key: z.enum(digestSectionKeys),
      title: z.string(),
      items: z.array(z.object({ text: z.string(), when: z.string().nullable(), link: z.string() })),
      more: z.number().int(),
    }),
  ),
  /** Domains that did not answer: their sections are missing, and the email says so. */
  unavailable: z.array(z.string()),
  text: z.string(),
});
export type DigestPreview = z.infer<typeof digestPreview>;
