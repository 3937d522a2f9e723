import type { FamilyMember, WaterDayTotal } from '@familyhub/contracts';
import { BarChart } from '@familyhub/ui/charts';
import { useMessages } from '@familyhub/ui/i18n';
import { shortDayLabel } from '../../shared/dates';
import { waterMessages } from '../messages';

/** The last 7 days, one series per member, in ounces (with the goal line for one member). */
export default function WaterChart({
  days,
  members,
  totals,
  goalOz,
}: {
  days: string[];
  members: readonly FamilyMember[];
  totals: readonly WaterDayTotal[];
  goalOz?: number;
}) {
  const t = useMessages(waterMessages);
  const data = days.map((date) => ({
    day: shortDayLabel(date),
    ...Object.fromEntries(
      members.map((m) => [
        `m${m.id}`,
        Math.round(totals.find((t) => t.userId === m.id && t.date === date)?.totalOz ?? 0),
      ]),
    ),
  }));
  return (
    <BarChart
      title={t('chart.title')}
      description={t('chart.description')}
      data={data}
      xKey="day"
      xLabel={t('chart.day')}
      series={members.map((m) => ({ key: `m${m.id}`, label: m.name }))}
      formatValue={(oz) => t('chart.value', { oz })}
      goal={goalOz ? { value: goalOz, label: t('chart.goal') } : undefined}
    />
  );
}
