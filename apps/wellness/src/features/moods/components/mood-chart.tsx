import { moodScore, type FamilyMember, type MoodEntry, type MoodValue } from '@familyhub/contracts';
import { LineChart } from '@familyhub/ui/charts';
import { useMessages } from '@familyhub/ui/i18n';
import { shortDayLabel } from '../../shared/dates';
import { sharedMessages } from '../../shared/messages';
import { moodsMessages } from '../messages';

const moodOfScore = (score: number): MoodValue =>
  (Object.keys(moodScore) as MoodValue[]).find((m) => moodScore[m] === Math.round(score)) ?? 'okay';
/** One tick per mood, terrible (1) at the bottom to great (5) at the top, whatever the week held. */
const moodTicks = Object.values(moodScore).sort((a, b) => a - b);

/** Mood over the last 7 days per member (great 5 … terrible 1; the day's average). */
export default function MoodChart({
  days,
  members,
  entries,
}: {
  days: string[];
  members: readonly FamilyMember[];
  entries: readonly MoodEntry[];
}) {
  const t = useMessages(moodsMessages);
  const words = useMessages(sharedMessages);
  const data = days.map((date) => ({
    day: shortDayLabel(date),
    ...Object.fromEntries(
      members.map((m) => {
        const scores = entries
          .filter((e) => e.userId === m.id && e.date === date)
          .map((e) => moodScore[e.mood]);
        return [`m${m.id}`, scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null];
      }),
    ),
  }));
  return (
    <LineChart
      title={t('chart.title')}
      description={t('chart.description')}
      data={data}
      xKey="day"
      xLabel={t('chart.day')}
      series={members.map((m) => ({ key: `m${m.id}`, label: m.name }))}
      formatValue={(score) => words('mood', { mood: moodOfScore(score) })}
      valueTicks={moodTicks}
    />
  );
}
