import { useState } from 'react';
import { dayKeyOf, monthOf, type DayKey } from '../calendar-days';

/** The month shown and the day selected; both start at today. */
export function useMonthSelection() {
  const [selected, setSelected] = useState<DayKey>(() => dayKeyOf(new Date()));
  const [month, setMonth] = useState(() => monthOf(selected));
  return { selected, setSelected, month, setMonth };
}
