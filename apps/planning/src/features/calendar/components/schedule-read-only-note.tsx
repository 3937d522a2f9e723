import { useMessages } from '@familyhub/ui/i18n';
import { calendarMessages } from '../messages';

/** Told to a parent without "Edit schedule" wherever the buttons to change the schedule would be. */
export function ScheduleReadOnlyNote({ what }: { what: 'events' | 'guests' | 'carpools' }) {
  const t = useMessages(calendarMessages);
  return <p className="text-sm text-muted-foreground">{t('readOnly.note', { what })}</p>;
}
