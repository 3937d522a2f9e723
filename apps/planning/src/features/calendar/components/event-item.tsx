import { useState } from 'react';
import { CalendarClockIcon, CalendarXIcon, RepeatIcon } from 'lucide-react';
import { Badge, Button, ConfirmDialog, ItemActions, cn } from '@familyhub/ui';
import type { EventOccurrence } from '@familyhub/contracts';
import { useMessages } from '@familyhub/ui/i18n';
import { dayKeyOf } from '../calendar-days';
import { focusedItemClass, useScrollIntoViewWhen } from '../../shared/use-focus';
import { calendarMessages } from '../messages';
import { useCalendarFormats } from '../use-calendar-formats';

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
  const t = useMessages(calendarMessages);
  const formats = useCalendarFormats();
  const ref = useScrollIntoViewWhen<HTMLLIElement>(focused);
  const repeating = occurrence.recurrence !== null;
  const [confirmingSkip, setConfirmingSkip] = useState(false);
  const day = formats.longDate(dayKeyOf(new Date(occurrence.occurrenceStart)));
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
              {t('item.repeats', { recurrence: occurrence.recurrence })}
            </Badge>
          ) : null}
          {occurrence.changed ? <Badge variant="outline">{t('item.changed')}</Badge> : null}
        </div>
        {occurrence.description ? (
          <p className="text-sm break-words text-muted-foreground">{occurrence.description}</p>
        ) : null}
        <p className="text-sm">{formats.occurrenceTime(occurrence)}</p>
        {organizer ? (
          <p className="text-xs text-muted-foreground">{t('item.organizer', { name: organizer })}</p>
        ) : null}
      </div>
      {repeating && onEditOccurrence ? (
        <Button
          variant="ghost"
          size="icon"
          onClick={onEditOccurrence}
          aria-label={t('item.editOccurrenceLabel', { title: occurrence.title })}
          title={t('item.editOccurrence')}
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
            aria-label={t('item.deleteOccurrenceLabel', { title: occurrence.title })}
            title={t('item.deleteOccurrence')}
          >
            <CalendarXIcon aria-hidden />
          </Button>
          <ConfirmDialog
            open={confirmingSkip}
            onOpenChange={setConfirmingSkip}
            title={t('confirm.deleteOccurrence.title')}
            description={t('confirm.deleteOccurrence.body', { title: occurrence.title, day })}
            confirmLabel={t('confirm.deleteOccurrence.action')}
            destructive
            onConfirm={onDeleteOccurrence}
          />
        </>
      ) : null}
      <ItemActions
        itemLabel={`"${occurrence.title}"`}
        onEdit={onEdit}
        onDelete={onDelete}
        confirmTitle={t('confirm.delete.title')}
        confirmDescription={
          repeating
            ? t('confirm.delete.bodyRepeating', { title: occurrence.title })
            : t('confirm.delete.body', { title: occurrence.title })
        }
      />
    </li>
  );
}
