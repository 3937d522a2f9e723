import { useMemo } from 'react';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { calendarFormatsOf, type CalendarFormats } from './calendar-days';
import { calendarMessages } from './messages';

/** The calendar's dates, times and weeks in the member's language, clock and first weekday. */
export function useCalendarFormats(): CalendarFormats {
  const formats = useFormats();
  const t = useMessages(calendarMessages);
  return useMemo(
    () =>
      calendarFormatsOf(formats, {
        allDay: t('time.allDay'),
        allDaySpan: (values) => t('time.allDaySpan', values),
        range: (values) => t('time.range', values),
      }),
    [formats, t],
  );
}
