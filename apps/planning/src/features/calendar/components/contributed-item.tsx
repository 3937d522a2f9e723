import { Link } from '@familyhub/ui/router';
import { ArrowUpRightIcon } from 'lucide-react';
import { Badge } from '@familyhub/ui';
import type { ContributedItem } from '../api/list-family-calendar-items';
import { useMessages } from '@familyhub/ui/i18n';
import { calendarMessages } from '../messages';
import { useCalendarFormats } from '../use-calendar-formats';

export interface ContributedItemRowProps {
  item: ContributedItem;
  /** The name of the member it belongs to, when it belongs to one. */
  memberName: string | null;
}

/** One item another domain adds to the day's list (a school event, an activity, me time), marked as theirs. */
export function ContributedItemRow({ item, memberName }: ContributedItemRowProps) {
  const t = useMessages(calendarMessages);
  const formats = useCalendarFormats();
  const time = item.allDay
    ? t('time.allDay')
    : item.startTime !== null && item.endTime !== null
      ? t('time.range', {
          start: formats.wallTime(item.day, item.startTime),
          end: formats.wallTime(item.day, item.endTime),
        })
      : [item.startTime, item.endTime]
          .filter((wall): wall is string => wall !== null)
          .map((wall) => formats.wallTime(item.day, wall))
          .join('');
  return (
    <li
      aria-label={item.title}
      className="flex items-start gap-3 rounded-md border border-dashed border-border bg-muted/40 p-3"
    >
      <span aria-hidden className="mt-1.5 size-3 shrink-0 rounded-full bg-muted-foreground/60" />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{item.title}</span>
          <Badge variant="outline">{`${item.domainName} · ${item.label}`}</Badge>
        </div>
        {item.detail ? <p className="text-sm break-words text-muted-foreground">{item.detail}</p> : null}
        <p className="text-sm">{time}</p>
        {memberName ? <p className="text-xs text-muted-foreground">{memberName}</p> : null}
      </div>
      {item.path ? (
        <Link
          to={item.path}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          aria-label={t('contributed.openLabel', { title: item.title, domain: item.domainName })}
        >
          {t('contributed.open')}
          <ArrowUpRightIcon aria-hidden className="size-3.5" />
        </Link>
      ) : null}
    </li>
  );
}
