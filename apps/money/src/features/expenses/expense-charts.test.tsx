import { screen, waitFor } from '@testing-library/react';
import { layOutChartsLikeAPhone } from '@familyhub/ui/testing';
import { cleanUpAfterEach, fakeApi, parent, signedInAs } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import ExpenseCharts from './components/expense-charts';

cleanUpAfterEach();
layOutChartsLikeAPhone();

/** What a 12 px label needs at least: digits and "$" are about 0.55 em wide. */
const minimumWidthOf = (label: string) => label.length * 12 * 0.55;

describe('Expense charts', () => {
  it('gives the By month axis room for its whole labels ("$2,000.00", not "2,000.00")', async () => {
    fakeApi(signedInAs(parent));
    renderScreen(
      <ExpenseCharts
        totals={{
          totalCents: 350000,
          count: 2,
          byCategory: [{ category: 'Home', totalCents: 350000 }],
          byMonth: [
            { month: '2026-10', totalCents: 150000 },
            { month: '2026-11', totalCents: 200000 },
          ],
        }}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'By month' });
    const labels = () => [...figure.querySelectorAll('.recharts-yAxis-tick-labels text')];
    await waitFor(() => expect(labels()).not.toHaveLength(0));
    expect(labels().map((t) => t.textContent)).toContain('$2,000.00');
    // A label is anchored at its right end (x) and drawn leftwards: all of it must fit right of the chart's edge.
    for (const label of labels()) {
      expect(Number(label.getAttribute('x'))).toBeGreaterThanOrEqual(minimumWidthOf(label.textContent ?? ''));
    }
  });
});
