import { useDeferredValue, useState } from 'react';
import { dayKeyOf, monthOf, type DayKey } from '../calendar-days';

/**
 * The month shown and the day selected; both start at today. `dataMonth` is the month whose events are asked for:
 * it follows `month` one render later (React's deferred value), so a click on Next month paints the new grid at
 * once and the queries for its days start after that paint, not inside the click (issue #34: the click's own
 * work was the fetches' set-up more than the drawing).
 */
export function useMonthSelection() {
  const [selected, setSelected] = useState<DayKey>(() => dayKeyOf(new Date()));
  const [month, setMonth] = useState(() => monthOf(selected));
  const dataMonth = useDeferredValue(month);
  return { selected, setSelected, month, setMonth, dataMonth };
}
