import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { MeTimeBlock } from '@familyhub/contracts';
import { Button, cn } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import {
  isoDateOf,
  longDateLabel,
  monthYearLabel,
  shortWeekdayNames,
  weekdayColumn,
} from '../../shared/dates';
import { meTimeMessages } from '../messages';
import { occursOn } from '../occurrences';

/** Calendar View (001 §2): a month with the days that have blocks highlighted; a click chooses the day. */
export function MonthOfBlocks({
  blocks,
  selected,
  onSelect,
}: {
  blocks: readonly MeTimeBlock[];
  selected: string;
  onSelect: (day: string) => void;
}) {
  const t = useMessages(meTimeMessages);
  const { firstDayOfWeek } = useFormats();
  const [y, m] = selected.split('-').map(Number);
  const [month, setMonth] = useState({ year: y, month: m - 1 });
  const first = new Date(month.year, month.month, 1);
  const daysInMonth = new Date(month.year, month.month + 1, 0).getDate();
  const cells = [
    ...Array.from({ length: weekdayColumn(first, firstDayOfWeek) }, () => null),
    ...Array.from({ length: daysInMonth }, (_, i) => isoDateOf(new Date(month.year, month.month, i + 1))),
  ];
  const withBlocks = new Set(cells.filter((day) => day !== null && blocks.some((b) => occursOn(b, day))));
  const shift = (delta: number) => {
    const d = new Date(month.year, month.month + delta, 1);
    setMonth({ year: d.getFullYear(), month: d.getMonth() });
  };
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <Button variant="ghost" size="icon" aria-label={t('calendar.previous')} onClick={() => shift(-1)}>
          <ChevronLeftIcon aria-hidden className="rtl:-scale-x-100" />
        </Button>
        <p className="font-medium">{monthYearLabel(first)}</p>
        <Button variant="ghost" size="icon" aria-label={t('calendar.next')} onClick={() => shift(1)}>
          <ChevronRightIcon aria-hidden className="rtl:-scale-x-100" />
        </Button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-sm">
        {shortWeekdayNames(firstDayOfWeek).map((d) => (
          <span key={d} className="text-muted-foreground">
            {d}
          </span>
        ))}
        {cells.map((day, i) =>
          day ? (
            <button
              key={day}
              type="button"
              aria-label={t(withBlocks.has(day) ? 'calendar.dayWithMeTime' : 'calendar.day', {
                date: longDateLabel(day),
              })}
              aria-pressed={day === selected}
              onClick={() => onSelect(day)}
              className={cn(
                'rounded-md p-2',
                withBlocks.has(day) && 'bg-primary/15 font-semibold',
                day === selected && 'ring-2 ring-primary',
              )}
            >
              {Number(day.slice(8))}
            </button>
          ) : (
            <span key={`empty-${i}`} />
          ),
        )}
      </div>
    </div>
  );
}
