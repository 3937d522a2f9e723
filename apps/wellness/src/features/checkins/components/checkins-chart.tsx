import { CHECKIN_MEASURES, checkinMeasureLabels, type Checkin } from '@familyhub/contracts';
import { LineChart } from '@familyhub/ui/charts';
import { shortDayLabel } from '../../shared/dates';

const ticks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** The five measures over the last 30 days (1–10; a day without a check-in is a gap). */
export default function CheckinsChart({ days, checkins }: { days: string[]; checkins: readonly Checkin[] }) {
  const byDate = new Map(checkins.map((c) => [c.date, c]));
  const data = days.map((date) => {
    const checkin = byDate.get(date);
    return {
      day: shortDayLabel(date),
      ...Object.fromEntries(CHECKIN_MEASURES.map((m) => [m, checkin ? checkin[m] : null])),
    };
  });
  return (
    <LineChart
      title="Check-ins, last 30 days"
      description="Each measure on the 1–10 scale, one point per day checked in."
      data={data}
      xKey="day"
      xLabel="Day"
      series={CHECKIN_MEASURES.map((m) => ({ key: m, label: checkinMeasureLabels[m] }))}
      valueTicks={ticks}
    />
  );
}
