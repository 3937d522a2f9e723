import {
  createEventBody,
  DEFAULT_EVENT_COLOR,
  type CalendarEvent,
  type CreateEventBody,
  type Recurrence,
  type Weekday,
} from '@familyhub/contracts';
import { addDays, dateOfKey, dayKeyOf, viewerTimeZone, type DayKey } from '../calendar-days';
import { calendarMessages } from '../messages';

/** What the dialog's controls hold. Dates are 'YYYY-MM-DD', times 'HH:mm', on the viewer's clock. */
export interface EventFormValues {
  title: string;
  description: string;
  date: string;
  endDate: string;
  startTime: string;
  endTime: string;
  allDay: boolean;
  color: string;
  recurrence: '' | Recurrence;
  recurrenceDays: Weekday[];
  recurrenceUntil: string;
}

export type EventFormField = keyof EventFormValues;

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** The local instant of a day and 'HH:mm' time, as an ISO string. */
function localInstant(day: DayKey, time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const date = dateOfKey(day);
  date.setHours(hours, minutes, 0, 0);
  return date.toISOString();
}

export function blankEventValues(day: DayKey): EventFormValues {
  return {
    title: '',
    description: '',
    date: day,
    endDate: day,
    startTime: '09:00',
    endTime: '10:00',
    allDay: false,
    color: DEFAULT_EVENT_COLOR,
    recurrence: '',
    recurrenceDays: [],
    recurrenceUntil: '',
  };
}

/** The stored series as the dialog shows it, on the viewer's clock. */
export function eventValues(event: CalendarEvent): EventFormValues {
  const start = new Date(event.startAt);
  const end = event.endAt ? new Date(event.endAt) : null;
  const date = dayKeyOf(start);
  const common = {
    title: event.title,
    description: event.description ?? '',
    date,
    allDay: event.allDay,
    color: event.color,
    recurrence: event.recurrence ?? '',
    recurrenceDays: event.recurrenceDays ?? [],
    recurrenceUntil: event.recurrenceUntil ?? '',
  } as const;
  if (event.allDay) {
    // An all-day event ends at the midnight after its last day.
    const lastDay = end ? addDays(dayKeyOf(end), timeOf(end) === '00:00' ? -1 : 0) : date;
    return { ...common, endDate: lastDay < date ? date : lastDay, startTime: '09:00', endTime: '10:00' };
  }
  return {
    ...common,
    endDate: end ? dayKeyOf(end) : date,
    startTime: timeOf(start),
    endTime: end ? timeOf(end) : '',
  };
}

export interface BuiltEvent {
  body: CreateEventBody;
  /** Problems only the form can see (a missing time); the contract checks the rest. */
  problems: [EventFormField, string][];
}

/** The request body the controls describe. */
export function buildEventBody(values: EventFormValues, timeZone = viewerTimeZone()): BuiltEvent {
  const problems: [EventFormField, string][] = [];
  const lastDay = values.endDate || values.date;
  let startAt: string | undefined;
  let endAt: string | null = null;
  if (values.date) {
    if (values.allDay) {
      startAt = localInstant(values.date, '00:00');
      if (lastDay < values.date) problems.push(['endDate', calendarMessages.t('form.error.endBeforeStart')]);
      else endAt = localInstant(addDays(lastDay, 1), '00:00');
    } else if (!values.startTime) {
      problems.push(['startTime', calendarMessages.t('form.error.startTimeRequired')]);
    } else {
      startAt = localInstant(values.date, values.startTime);
      if (values.endTime) endAt = localInstant(lastDay, values.endTime);
      else if (lastDay !== values.date)
        problems.push(['endTime', calendarMessages.t('form.error.endTimeRequired')]);
    }
  }
  const recurrence = values.recurrence === '' ? null : values.recurrence;
  if (recurrence && values.recurrenceUntil && values.date && values.recurrenceUntil < values.date) {
    problems.push(['recurrenceUntil', calendarMessages.t('form.error.untilBeforeStart')]);
  }
  return {
    body: {
      title: values.title,
      description: values.description.trim() === '' ? null : values.description,
      startAt: startAt as string,
      endAt,
      allDay: values.allDay,
      color: values.color,
      timeZone,
      recurrence,
      recurrenceDays: recurrence === 'weekly' ? values.recurrenceDays : null,
      recurrenceUntil: recurrence && values.recurrenceUntil ? values.recurrenceUntil : null,
    },
    problems,
  };
}

/** Where each contract field's message shows in the dialog. */
const fieldOfBody: Record<string, (values: EventFormValues) => EventFormField> = {
  title: () => 'title',
  description: () => 'description',
  startAt: () => 'date',
  endAt: (values) => (values.allDay ? 'endDate' : 'endTime'),
  allDay: () => 'allDay',
  color: () => 'color',
  timeZone: () => 'date',
  recurrence: () => 'recurrence',
  recurrenceDays: () => 'recurrenceDays',
  recurrenceUntil: () => 'recurrenceUntil',
};

/** Every message for the controls: the form's own, then the contract's (the same words as the server). */
export function eventFormErrors(values: EventFormValues): Partial<Record<EventFormField, string>> {
  const { body, problems } = buildEventBody(values);
  const errors: Partial<Record<EventFormField, string>> = {};
  for (const [field, message] of problems) errors[field] ??= message;
  const result = createEventBody.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOfBody[String(issue.path[0])]?.(values) ?? 'title';
      errors[field] ??= issue.message;
    }
  }
  return errors;
}
