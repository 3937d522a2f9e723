import type { FamilyMember, WaterDayTotal } from '@familyhub/contracts';
import { BarChart } from '@familyhub/ui/charts';
import { shortDayLabel } from '../../shared/dates';

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
      title="Last 7 days"
      description="Water drunk each day, in ounces."
      data={data}
      xKey="day"
      xLabel="Day"
      series={members.map((m) => ({ key: `m${m.id}`, label: m.name }))}
      formatValue={(oz) => `${oz} oz`}
      goal={goalOz ? { value: goalOz, label: 'Daily goal' } : undefined}
    />
  );
}
