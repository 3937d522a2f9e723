import type { FamilyCalendarItem, LiveTopic } from '@familyhub/contracts';
import { badRequest, type Caller } from '@familyhub/server-kit';
import type { ActivitiesService } from '../activities';
import type { DocumentsService } from '../documents';
import type { HomeworkService } from '../homework';
import type { SchoolEventsService } from '../school-events';
import type { CalendarWindow } from '../shared/calendar-window';

/** The catalogue's calendarSources of school, each a live topic that refreshes it. */
const schoolCalendarSources = [
  'school-events',
  'school-documents',
  'homework',
] as const satisfies LiveTopic<'school'>[];
type SchoolCalendarSource = (typeof schoolCalendarSources)[number];

const isSource = (source: string): source is SchoolCalendarSource =>
  (schoolCalendarSources as readonly string[]).includes(source);

const byDayAndTime = (a: FamilyCalendarItem, b: FamilyCalendarItem) =>
  a.day.localeCompare(b.day) ||
  Number(b.allDay) - Number(a.allDay) ||
  (a.startTime ?? '').localeCompare(b.startTime ?? '') ||
  a.title.localeCompare(b.title);

/**
 * What school adds to the family calendar of /calendar (docs/adr/0014-family-calendar-from-every-domain.md): school
 * events and weekly activities, open documents and open homework on their due date — each with the visibility of
 * its own list.
 */
export function createCalendarItemsService(deps: {
  events: Pick<SchoolEventsService, 'calendarItems'>;
  activities: Pick<ActivitiesService, 'calendarItems'>;
  documents: Pick<DocumentsService, 'calendarItems'>;
  homework: Pick<HomeworkService, 'calendarItems'>;
}) {
  return {
    async list(caller: Caller, source: string, window: CalendarWindow): Promise<FamilyCalendarItem[]> {
      if (!isSource(source)) throw badRequest(`source must be one of ${schoolCalendarSources.join(', ')}`);
      const items =
        source === 'school-events'
          ? [
              ...(await deps.events.calendarItems(caller, window)),
              ...(await deps.activities.calendarItems(caller, window)),
            ]
          : source === 'school-documents'
            ? await deps.documents.calendarItems(caller, window)
            : await deps.homework.calendarItems(caller, window);
      return items.sort(byDayAndTime);
    },
  };
}
export type CalendarItemsService = ReturnType<typeof createCalendarItemsService>;
