import { useState } from 'react';
import { CalendarClockIcon, CalendarXIcon, RepeatIcon } from 'lucide-react';
import { Badge, Button, ConfirmDialog, ItemActions, cn } from '@familyhub/ui';
import type { EventOccurrence, Recurrence } from '@familyhub/contracts';
import { dayKeyOf, formatLongDate, formatOccurrenceTime } from '../calendar-days';
import { focusedItemClass, useScrollIntoViewWhen } from '../../shared/use-focus';

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
  /** Organisers only, for a repeating event: change or remove this one occurrence. */
  onEditOccurrence?: () => void;
  onDeleteOccurrence?: () => void;
  /** The event the screen was opened on (`?focus=`): highlighted and scrolled into view. */
  focused?: boolean;
}

/** One event in the day's list: colour dot, title, description, times, who organises it (spec 000 §2). */
export function EventItem({
  occurrence,
  organizer,
  onEdit,
  onDelete,
  onEditOccurrence,
  onDeleteOccurrence,
  focused = false,
}: EventItemProps) {
  const ref = useScrollIntoViewWhen<HTMLLIElement>(focused);
  const repeating = occurrence.recurrence !== null;
  const [confirmingSkip, setConfirmingSkip] = useState(false);
  const day = formatLongDate(dayKeyOf(new Date(occurrence.occurrenceStart)));
  return (
    <li
      ref={ref}
      aria-label={occurrence.title}
      aria-current={focused ? 'true' : undefined}
      className={cn(
        'flex items-start gap-3 rounded-md border border-border bg-card p-3',
        focused && focusedItemClass,
      )}
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
          {occurrence.changed ? <Badge variant="outline">Changed for this day</Badge> : null}
        </div>
        {occurrence.description ? (
          <p className="text-sm break-words text-muted-foreground">{occurrence.description}</p>
        ) : null}
        <p className="text-sm">{formatOccurrenceTime(occurrence)}</p>
        {organizer ? <p className="text-xs text-muted-foreground">Organized by {organizer}</p> : null}
      </div>
      {repeating && onEditOccurrence ? (
        <Button
          variant="ghost"
          size="icon"
          onClick={onEditOccurrence}
          aria-label={`Edit only this occurrence of "${occurrence.title}"`}
          title="Edit only this occurrence"
        >
          <CalendarClockIcon aria-hidden />
        </Button>
      ) : null}
      {repeating && onDeleteOccurrence ? (
        <>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setConfirmingSkip(true)}
            aria-label={`Delete only this occurrence of "${occurrence.title}"`}
            title="Delete only this occurrence"
          >
            <CalendarXIcon aria-hidden />
          </Button>
          <ConfirmDialog
            open={confirmingSkip}
            onOpenChange={setConfirmingSkip}
            title="Delete this occurrence?"
            description={`"${occurrence.title}" on ${day} will be removed for the whole family; the other occurrences stay.`}
            confirmLabel="Delete occurrence"
            destructive
            onConfirm={onDeleteOccurrence}
          />
        </>
      ) : null}
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
