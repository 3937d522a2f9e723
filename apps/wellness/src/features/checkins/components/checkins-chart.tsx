import { CHECKIN_MEASURES, type Checkin } from '@familyhub/contracts';
import { LineChart } from '@familyhub/ui/charts';
import { useMessages } from '@familyhub/ui/i18n';
import { shortDayLabel } from '../../shared/dates';
import { sharedMessages } from '../../shared/messages';
import { checkinsMessages } from '../messages';

const ticks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** The five measures over the last 30 days (1–10; a day without a check-in is a gap). */
export default function CheckinsChart({ days, checkins }: { days: string[]; checkins: readonly Checkin[] }) {
  const t = useMessages(checkinsMessages);
  const words = useMessages(sharedMessages);
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
      title={t('chart.title')}
      description={t('chart.description')}
      data={data}
      xKey="day"
      xLabel={t('chart.day')}
      series={CHECKIN_MEASURES.map((m) => ({ key: m, label: words('measure', { measure: m }) }))}
      valueTicks={ticks}
    />
  );
}
