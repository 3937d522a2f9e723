import { Suspense } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { layOutChartsLikeAPhone } from '@familyhub/ui/testing';
import { cleanUpAfterEach, fakeApi, parent, signedInAs } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import ExpenseCharts from './components/expense-charts';

cleanUpAfterEach();
layOutChartsLikeAPhone();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

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

  it('names the months in the member’s language, not as YYYY-MM', async () => {
    fakeApi(signedInAs(parent));
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
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
        />
      </Suspense>,
    );
    // The summary beside the chart and the table behind "Show the numbers" name the months as the axis does.
    const figure = await screen.findByRole('figure', { name: 'Por mes' });
    await waitFor(() => expect(figure).toHaveTextContent('nov 2026'));
    expect(figure).toHaveTextContent('oct 2026');
    expect(figure).not.toHaveTextContent('2026-1');
  });
});
