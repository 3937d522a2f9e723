import type { ReactNode } from 'react';
import { CalendarDaysIcon } from 'lucide-react';
import { Card, CardContent, EmptyState, FormField, Select } from '@familyhub/ui';
import { QueryList } from '../../shared/query-list';
import { useUpcomingEvents, type UpcomingEvent } from '../api/guests-carpools-api';

function whenOf(event: UpcomingEvent): string {
  return new Date(event.start).toLocaleDateString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
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

/** The family's upcoming events to pick one from; "Select an Event" until one is chosen. */
export function EventPicker({ label, eventId, onChange, children }: EventPickerProps) {
  const upcoming = useUpcomingEvents();
  return (
    <QueryList
      query={upcoming}
      loadingLabel="Loading events"
      skeletonCount={1}
      skeletonClassName="h-10 w-full"
      errorTitle="Could not load events"
      isEmpty={(events) => events.length === 0}
      empty={
        <EmptyState
          icon={<CalendarDaysIcon aria-hidden />}
          title="No upcoming events"
          description="Add an event on the Events tab first."
        />
      }
    >
      {(events) => {
        const chosen = events.find((e) => e.eventId === eventId);
        return (
          <div className="grid gap-4">
            <Card>
              <CardContent className="pt-6">
                <FormField id={`${label.replace(/\W+/g, '-').toLowerCase()}-select`} label={label}>
                  {(field) => (
                    <Select
                      {...field}
                      value={chosen ? String(chosen.eventId) : ''}
                      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
                    >
                      <option value="">Choose an event…</option>
                      {events.map((e) => (
                        <option key={e.eventId} value={e.eventId}>
                          {e.title} — {whenOf(e)}
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
                title="Select an Event"
                description="Choose one of the family's upcoming events above."
              />
            )}
          </div>
        );
      }}
    </QueryList>
  );
}
