import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BarChart, LineChart, ShareChart, seriesSummary, shareSummary } from './index';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? ResizeObserverStub });
});
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const week = [
  { day: 'Mon', water: 48 },
  { day: 'Tue', water: 72 },
  { day: 'Wed', water: null },
];
const oz = (v: number) => `${v} oz`;

describe('charts', () => {
  it('says what a bar chart shows beside it and gives its numbers as a table', async () => {
    render(
      <BarChart
        title="Water this week"
        data={week}
        xKey="day"
        xLabel="Day"
        series={[{ key: 'water', label: 'Water' }]}
        formatValue={oz}
        goal={{ value: 64, label: 'Daily goal' }}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Water this week' });
    expect(figure).toHaveTextContent('Water: highest 72 oz (Tue), total 120 oz. Daily goal: 64 oz.');

    await userEvent.setup().click(within(figure).getByText('Show the numbers'));
    const table = within(figure).getByRole('table', { name: 'Water this week' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['DayWater', 'Mon48 oz', 'Tue72 oz', 'Wed—']);
  });

  it('summarises every series of a line chart', () => {
    render(
      <LineChart
        title="Mood this week"
        data={[
          { day: 'Mon', energy: 4, stress: 7 },
          { day: 'Tue', energy: 8, stress: 3 },
        ]}
        xKey="day"
        xLabel="Day"
        series={[
          { key: 'energy', label: 'Energy' },
          { key: 'stress', label: 'Stress' },
        ]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Mood this week' })).toHaveTextContent(
      'Energy: highest 8 (Tue), total 12. Stress: highest 7 (Mon), total 10.',
    );
  });

  it('gives each part of a whole its share', () => {
    render(
      <ShareChart
        title="Spending by category"
        data={[
          { label: 'Bills', value: 300 },
          { label: 'Groceries', value: 700 },
        ]}
        labelName="Category"
        valueName="Spent"
        formatValue={(v) => `$${v}`}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Spending by category' })).toHaveTextContent(
      'Total $1000: Groceries 70% ($700), Bills 30% ($300).',
    );
  });

  it('says what it shows in Spanish, with the app’s own labels (issue #35)', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    render(
      <ShareChart
        title="Gastos por categoría"
        data={[
          { label: 'Facturas', value: 300 },
          { label: 'Compra', value: 700 },
        ]}
        labelName="Categoría"
        valueName="Gastado"
        formatValue={(v) => `${v} €`}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Gastos por categoría' });
    expect(await within(figure).findByText('Ver los números')).toBeInTheDocument();
    expect(figure).toHaveTextContent('Total 1000 €: Compra 70% (700 €), Facturas 30% (300 €).');
    expect(within(figure).getByRole('columnheader', { name: 'Porcentaje' })).toBeInTheDocument();
    expect(within(figure).getByRole('cell', { name: '70\u00a0%' })).toBeInTheDocument();
    expect(seriesSummary({ data: [], xKey: 'day', series: [{ key: 'water', label: 'Agua' }] })).toBe(
      'Aún no hay datos.',
    );
  });

  it('writes the values of a chart without a format in the member’s numbers', () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    expect(
      seriesSummary({
        data: [
          { day: 'lun', score: 2.5 },
          { day: 'mar', score: 4.5 },
        ],
        xKey: 'day',
        series: [{ key: 'score', label: 'Ánimo' }],
      }),
    ).toContain('4,5');
  });

  it('says so when there is nothing to draw', () => {
    expect(seriesSummary({ data: [], xKey: 'day', series: [{ key: 'water', label: 'Water' }] })).toBe(
      'No data yet.',
    );
    expect(shareSummary([{ label: 'Bills', value: 0 }])).toBe('No data yet.');
  });

  it('keeps nothing focusable inside the drawing that assistive technology does not see', () => {
    // jsdom lays nothing out: give the charts' containers a size so that they draw.
    const size = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 320,
      height: 220,
      top: 0,
      left: 0,
      right: 320,
      bottom: 220,
      x: 0,
      y: 0,
    } as DOMRect);
    const { container } = render(
      <>
        <BarChart
          title="Bars"
          data={week}
          xKey="day"
          xLabel="Day"
          series={[{ key: 'water', label: 'Water' }]}
        />
        <LineChart
          title="Lines"
          data={week}
          xKey="day"
          xLabel="Day"
          series={[{ key: 'water', label: 'Water' }]}
        />
        <ShareChart
          title="Shares"
          data={[
            { label: 'Food', value: 3 },
            { label: 'Rent', value: 7 },
          ]}
          labelName="Category"
          valueName="Spent"
        />
      </>,
    );
    size.mockRestore();
    const drawings = container.querySelectorAll('[aria-hidden="true"]');
    expect(drawings.length).toBeGreaterThanOrEqual(3);
    expect(container.querySelectorAll('[aria-hidden="true"] svg')).toHaveLength(3);
    for (const drawing of drawings) {
      expect(
        drawing.querySelectorAll('[tabindex]:not([tabindex="-1"]), a[href], button, input'),
      ).toHaveLength(0);
    }
  });
});
