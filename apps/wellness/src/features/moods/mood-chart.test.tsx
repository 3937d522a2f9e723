import { render, screen, waitFor } from '@testing-library/react';
import type { FamilyMember, MoodEntry } from '@familyhub/contracts';
import { cleanUpAfterEach, layOutChartsLikeAPhone } from '@familyhub/ui/testing';
import MoodChart from './components/mood-chart';

cleanUpAfterEach();
layOutChartsLikeAPhone();

const mia = { id: 3, name: 'Mia' } as FamilyMember;
const entry = (date: string, mood: MoodEntry['mood']): MoodEntry => ({
  id: 1,
  userId: mia.id,
  mood,
  energy: 5,
  stress: 5,
  notes: null,
  date,
  time: '16:00',
  createdAt: '',
});

/** The y axis' labels top to bottom, with where each sits (svg y grows downwards). */
function yAxis(container: HTMLElement) {
  return [...container.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')]
    .map((tick) => ({ label: tick.textContent, y: Number(tick.getAttribute('y')) }))
    .sort((a, b) => a.y - b.y);
}

describe('Mood trend chart', () => {
  it('reads great → terrible on a fixed five-step axis, whatever the week held', async () => {
    const { container } = render(
      <MoodChart
        days={['2026-11-21', '2026-11-22', '2026-11-23']}
        members={[mia]}
        entries={[entry('2026-11-21', 'great'), entry('2026-11-22', 'okay'), entry('2026-11-23', 'good')]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Mood trend' })).toBeInTheDocument();
    await waitFor(() => expect(yAxis(container)).not.toHaveLength(0));
    const ticks = yAxis(container);
    expect(ticks.map((t) => t.label)).toEqual(['Great', 'Good', 'Okay', 'Bad', 'Terrible']);
    // "Great" is plotted on the top line.
    const dots = [...container.querySelectorAll('.recharts-line-dot')].map((d) =>
      Number(d.getAttribute('cy')),
    );
    expect(dots[0]).toBeCloseTo(ticks[0].y, 0);
  });
});
