import { RepeatIcon } from 'lucide-react';
import { Badge, ItemActions } from '@familyhub/ui';
import type { EventOccurrence, Recurrence } from '@familyhub/contracts';
import { formatOccurrenceTime } from '../calendar-days';

const repeatsLabel: Record<Recurrence, string> = {
  daily: 'Repeats daily',
  weekly: 'Repeats weekly',
  monthly: 'Repeats monthly',
  yearly: 'Repeats yearly',
};

export interface EventItemProps {
  occurrence: EventOccurrence;
  /** The owner's name, resolved from the family members; null while unknown. */
  organizer: string | null;
  /** Organisers only; without them the item shows no actions. */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One event in the day's list: colour dot, title, description, times, who organises it (spec 000 §2). */
export function EventItem({ occurrence, organizer, onEdit, onDelete }: EventItemProps) {
  const repeating = occurrence.recurrence !== null;
  return (
    <li
      aria-label={occurrence.title}
      className="flex items-start gap-3 rounded-md border border-border bg-card p-3"
    >
      <span
        aria-hidden
        className="mt-1.5 size-3 shrink-0 rounded-full"
        style={{ backgroundColor: occurrence.color }}
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{occurrence.title}</span>
          {occurrence.recurrence ? (
            <Badge variant="secondary">
              <RepeatIcon aria-hidden className="size-3" />
              {repeatsLabel[occurrence.recurrence]}
            </Badge>
          ) : null}
        </div>
        {occurrence.description ? (
          <p className="text-sm break-words text-muted-foreground">{occurrence.description}</p>
        ) : null}
        <p className="text-sm">{formatOccurrenceTime(occurrence)}</p>
        {organizer ? <p className="text-xs text-muted-foreground">Organized by {organizer}</p> : null}
      </div>
      <ItemActions
        itemLabel={`"${occurrence.title}"`}
        onEdit={onEdit}
        onDelete={onDelete}
        confirmTitle="Delete this event?"
        confirmDescription={
          repeating
            ? `"${occurrence.title}" repeats: every occurrence of it will be removed for the whole family.`
            : `"${occurrence.title}" will be removed for the whole family.`
        }
      />
    </li>
  );
}
