import { useState, type ReactNode } from 'react';
import { CalendarDaysIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button, Card, CardContent, EmptyState, FormField, Input, QueryList, Select } from '@familyhub/ui';
import { addDays } from '../../calendar';
import { useFormats, useMessages, type Formats } from '@familyhub/ui/i18n';
import { todayKey, UPCOMING_DAYS, useUpcomingEvents, type UpcomingEvent } from '../api/list-upcoming-events';
import { guestsCarpoolsMessages } from '../messages';

function whenOf(formats: Formats, event: UpcomingEvent, withYear: boolean): string {
  return formats.date(event.start, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  });
}

export interface EventPickerProps {
  /** Names the select, e.g. "Event for the guest list". */
  label: string;
  eventId: number | null;
  onChange: (eventId: number | null) => void;
  /** What to show for the chosen event. */
  children: (event: UpcomingEvent) => ReactNode;
}

/**
 * The family's events to pick one from: the next UPCOMING_DAYS at first; Earlier, Later and "Events from" reach
 * any date, past or far ahead. "Select an Event" until one is chosen.
 */
export function EventPicker({ label, eventId, onChange, children }: EventPickerProps) {
  const t = useMessages(guestsCarpoolsMessages);
  const formats = useFormats();
  const today = todayKey();
  const [from, setFrom] = useState(today);
  const upcoming = useUpcomingEvents(from);
  const id = label.replace(/\W+/g, '-').toLowerCase();
  const windowControls = (
    <div className="flex flex-wrap items-end gap-2">
      <FormField id={`${id}-from`} label={t('picker.from')}>
        {(field) => (
          <Input
            {...field}
            type="date"
            value={from}
            onChange={(e) => {
              if (e.target.value) setFrom(e.target.value);
            }}
            className="w-auto"
          />
        )}
      </FormField>
      <Button variant="outline" size="sm" onClick={() => setFrom(addDays(from, -UPCOMING_DAYS))}>
        <ChevronLeftIcon aria-hidden className="rtl:-scale-x-100" />
        {t('picker.earlier')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setFrom(addDays(from, UPCOMING_DAYS))}>
        {t('picker.later')}
        <ChevronRightIcon aria-hidden className="rtl:-scale-x-100" />
      </Button>
      {from !== today ? (
        <Button variant="ghost" size="sm" onClick={() => setFrom(today)}>
          {t('picker.upcoming')}
        </Button>
      ) : null}
    </div>
  );
  return (
    <div className="grid gap-4">
      <QueryList
        query={upcoming}
        loadingLabel={t('picker.loading')}
        skeletonCount={1}
        skeletonClassName="h-10 w-full"
        errorTitle={t('picker.error')}
        isEmpty={(events) => events.length === 0}
        empty={
          <div className="grid gap-4">
            <Card>
              <CardContent className="pt-6">{windowControls}</CardContent>
            </Card>
            <EmptyState
              icon={<CalendarDaysIcon aria-hidden />}
              title={from === today ? t('picker.empty.upcomingTitle') : t('picker.empty.rangeTitle')}
              description={from === today ? t('picker.empty.upcomingBody') : t('picker.empty.rangeBody')}
            />
          </div>
        }
      >
        {(events) => {
          const chosen = events.find((e) => e.eventId === eventId);
          const withYear = events.some((e) => new Date(e.start).getFullYear() !== new Date().getFullYear());
          return (
            <div className="grid gap-4">
              <Card>
                <CardContent className="grid gap-4 pt-6">
                  {windowControls}
                  <FormField id={`${id}-select`} label={label}>
                    {(field) => (
                      <Select
                        {...field}
                        value={chosen ? String(chosen.eventId) : ''}
                        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
                      >
                        <option value="">{t('picker.choose')}</option>
                        {events.map((e) => (
                          <option key={e.eventId} value={e.eventId}>
                            {t('picker.option', { title: e.title, when: whenOf(formats, e, withYear) })}
                          </option>
                        ))}
                      </Select>
                    )}
                  </FormField>
                </CardContent>
              </Card>
              {chosen ? (
                children(chosen)
              ) : (
                <EmptyState
                  icon={<CalendarDaysIcon aria-hidden />}
                  title={t('picker.none.title')}
                  description={t('picker.none.body')}
                />
              )}
            </div>
          );
        }}
      </QueryList>
    </div>
  );
}
