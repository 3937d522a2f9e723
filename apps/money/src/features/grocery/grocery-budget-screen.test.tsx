import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, type GroceryBudget, type GroceryTrip } from '@familyhub/contracts';
import { getToasts } from '@familyhub/ui';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { cleanUpAfterEach, fakeApi, json, never, type FakeRoute } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { GroceryBudgetScreen } from './components/grocery-budget-screen';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const today = new Date(2026, 10, 23);
const budget = (overrides: Partial<GroceryBudget>): GroceryBudget => ({
  id: 1,
  month: 11,
  year: 2026,
  amountCents: 50000,
  spentCents: 0,
  createdById: 1,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});
const trip = (overrides: Partial<GroceryTrip>): GroceryTrip => ({
  id: 7,
  date: '2026-11-05',
  store: 'Corner Market',
  totalAmountCents: 4250,
  budgetId: 1,
  receiptImageUrl: null,
  createdById: 1,
  createdAt: '2026-11-05T08:00:00.000Z',
  ...overrides,
});

/** A sentence drawn across an element and its children (the amount spent is bold). */
const sentence = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'SPAN' && element.textContent === text;

const BUDGETS = 'GET /api/grocery-budgets?limit=24';
const NOVEMBER_TRIPS = 'GET /api/grocery-trips?year=2026&month=11&limit=20';

function routes(extra: Record<string, FakeRoute> = {}, budgets: GroceryBudget[] = []) {
  return fakeApi({
    [BUDGETS]: json({ items: budgets, nextCursor: null }),
    [NOVEMBER_TRIPS]: json({ items: [], nextCursor: null }),
    ...extra,
  });
}

describe('/grocery-budget', () => {
  it('speaks Spanish to a parent who reads Spanish; amounts in the family’s currency, written the Spanish way', async () => {
    routes({ [NOVEMBER_TRIPS]: json({ items: [trip({})], nextCursor: null }) }, [
      budget({ amountCents: 10000, spentCents: 12500 }),
    ]);
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <GroceryBudgetScreen today={today} />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Presupuesto de la compra' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fijar presupuesto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir compra' })).toBeInTheDocument();
    const bar = await screen.findByRole('progressbar', {
      name: 'Gastado del presupuesto de la compra de noviembre de 2026',
    });
    expect(bar).toHaveAttribute('aria-valuetext', '125% del presupuesto gastado');
    expect(screen.getByText(sentence('125,00\u00a0US$ gastados de 100,00\u00a0US$'))).toBeInTheDocument();
    expect(screen.getByText('25,00 US$ por encima')).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Historial de presupuestos' });
    expect(history).toHaveTextContent('Por encima del presupuesto');
    expect(
      within(history).getByRole('button', { name: 'Ver compras de noviembre de 2026' }),
    ).toBeInTheDocument();
    const trips = await screen.findByRole('list', { name: 'Compras de noviembre de 2026' });
    expect(trips).toHaveTextContent('5 nov 2026');
  });

  it('says the month’s spending as one sentence, the amount spent in bold', async () => {
    routes({}, [budget({ amountCents: 10000, spentCents: 12500 })]);
    renderScreen(<GroceryBudgetScreen today={today} />);
    expect(await screen.findByText(sentence('$125.00 spent of $100.00'))).toBeInTheDocument();
    expect(screen.getByText('$125.00', { selector: '.font-semibold' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View trips of November 2026' })).toBeInTheDocument();
  });

  it('turns the bar red above 100 percent and labels such months Over budget', async () => {
    routes(
      {
        [NOVEMBER_TRIPS]: json({
          items: [trip({ receiptImageUrl: '/api/money/files/3' }), trip({ id: 8, store: 'Bulk Barn' })],
          nextCursor: null,
        }),
      },
      [
        budget({ amountCents: 10000, spentCents: 12500 }),
        budget({ id: 2, month: 10, amountCents: 10000, spentCents: 9000 }),
      ],
    );
    renderScreen(<GroceryBudgetScreen today={today} />);

    const bar = await screen.findByRole('progressbar', { name: 'November 2026 grocery budget spent' });
    expect(bar).toHaveAttribute('data-over', 'true');
    expect(bar.firstElementChild).toHaveClass('bg-destructive');
    expect(screen.getByText('125% of the budget spent')).toBeInTheDocument();
    expect(screen.getByText('$25.00 over')).toBeInTheDocument();

    const history = screen.getByRole('list', { name: 'Budget history' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('November 2026');
    expect(rows[0]).toHaveTextContent('Over budget');
    expect(rows[1]).toHaveTextContent('October 2026');
    expect(rows[1]).not.toHaveTextContent('Over budget');

    const trips = await screen.findByRole('list', { name: 'Trips in November 2026' });
    expect(within(trips).getByRole('img', { name: 'Receipt from Corner Market' })).toHaveAttribute(
      'src',
      '/api/money/files/3',
    );
    expect(within(trips).getByText('Bulk Barn')).toBeInTheDocument();
  });

  it('keeps the bar in the normal colour up to 100 percent', async () => {
    routes({}, [budget({ amountCents: 10000, spentCents: 10000 })]);
    renderScreen(<GroceryBudgetScreen today={today} />);
    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('data-over', 'false');
    expect(bar.firstElementChild).toHaveClass('bg-primary');
  });

  it('sets a budget: Set stays disabled until the amount is above 0, years are last, this and next', async () => {
    const user = userEvent.setup();
    const { calls } = routes({ 'POST /api/grocery-budgets': json(budget({ amountCents: 60000 }), 201) });
    renderScreen(<GroceryBudgetScreen today={today} />);
    await user.click((await screen.findAllByRole('button', { name: 'Set Budget' }))[0]!);

    const dialog = await screen.findByRole('dialog', { name: 'Set Budget' });
    const year = within(dialog).getByLabelText('Year');
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2025', '2026', '2027']);
    const set = within(dialog).getByRole('button', { name: 'Set' });
    expect(set).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Amount ($)'), '0');
    expect(set).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Amount ($)'));
    await user.type(within(dialog).getByLabelText('Amount ($)'), '600.29');
    expect(set).toBeEnabled();
    await user.click(set);

    await waitFor(() => expect(getToasts()[0]?.title).toBe('Budget added'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      month: 11,
      year: 2026,
      amountCents: 60029,
    });
  });

  it('says the spec’s failure toast when the budget is refused', async () => {
    const user = userEvent.setup();
    routes({
      'POST /api/grocery-budgets': json({ error: 'bad_request', message: 'Amount is too large' }, 400),
    });
    renderScreen(<GroceryBudgetScreen today={today} />);
    await user.click((await screen.findAllByRole('button', { name: 'Set Budget' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Set Budget' });
    await user.type(within(dialog).getByLabelText('Amount ($)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Set' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Failed to add grocery budget'));
    expect(within(dialog).getByText('Amount is too large')).toBeInTheDocument();
  });

  it('adds a trip with a receipt: uploads the image first, then the trip with its fileUrl', async () => {
    const user = userEvent.setup();
    const { calls } = routes(
      {
        'POST /api/money/files?use=receipt': json(
          { fileUrl: '/api/money/files/9', fileType: 'image/png', fileSize: 68, name: 'r.png' },
          201,
        ),
        'POST /api/grocery-trips': json(trip({ receiptImageUrl: '/api/money/files/9' }), 201),
      },
      [budget({})],
    );
    renderScreen(<GroceryBudgetScreen today={today} />);
    await user.click(await screen.findByRole('button', { name: 'Add Trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Trip' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Store'), 'Corner Market');
    await user.type(within(dialog).getByLabelText('Total ($)'), '42.50');
    expect(add).toBeEnabled();

    const input = dialog.querySelector<HTMLInputElement>('#trip-receipt')!;
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'r.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: 'Receipt preview' })).toBeInTheDocument();
    await user.click(add);

    await waitFor(() => expect(getToasts()[0]?.title).toBe('Trip added'));
    const posted = calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(posted).toEqual(['/api/money/files?use=receipt', '/api/grocery-trips']);
    expect(calls.find((c) => c.path === '/api/grocery-trips')?.body).toEqual({
      date: '2026-11-23',
      store: 'Corner Market',
      totalAmountCents: 4250,
      budgetId: 1,
      receiptImageUrl: '/api/money/files/9',
    });
  });

  it('refuses a receipt that is not an image or is 5MB or more, in the spec’s words', async () => {
    const user = userEvent.setup({ applyAccept: false });
    routes();
    renderScreen(<GroceryBudgetScreen today={today} />);
    await user.click(await screen.findByRole('button', { name: 'Add Trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Trip' });
    const input = dialog.querySelector<HTMLInputElement>('#trip-receipt')!;
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      within(dialog).getByText('Invalid file type: Please select an image file (jpg, png, etc.)'),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(
      within(dialog).getByText('File too large: Receipt image must be less than 5MB'),
    ).toBeInTheDocument();
  });

  it('tells a child the grocery budget is for parents', async () => {
    routes({
      [BUDGETS]: json(
        { error: 'forbidden', message: 'Family finances are for parents: you can see your own allowance' },
        403,
      ),
    });
    renderScreen(<GroceryBudgetScreen today={today} />);
    expect(
      await screen.findByText('Family finances are for parents: you can see your own allowance'),
    ).toBeInTheDocument();
  });
});

describe('/grocery-budget trips', () => {
  const down = { status: 500, body: { error: 'internal_error', message: 'The money service is down.' } };

  it('shows loading placeholders while the trips load, then says when the month has none', async () => {
    routes({ [NOVEMBER_TRIPS]: never });
    renderScreen(<GroceryBudgetScreen today={today} />);
    expect(await screen.findByRole('status', { name: 'Loading trips' })).toBeInTheDocument();

    routes();
    renderScreen(<GroceryBudgetScreen today={today} />);
    expect(await screen.findByText('No trips in November 2026')).toBeInTheDocument();
    expect(
      screen.getByText('Add a trip after shopping to see it count toward the budget.'),
    ).toBeInTheDocument();
  });

  it('says so when the trips cannot load, and Retry asks again', async () => {
    const user = userEvent.setup();
    let failing = true;
    routes({
      [NOVEMBER_TRIPS]: () =>
        failing ? down : { status: 200, body: { items: [trip({})], nextCursor: null } },
    });
    renderScreen(<GroceryBudgetScreen today={today} />);
    expect(await screen.findByText('Could not load the trips')).toBeInTheDocument();
    expect(screen.getByText(/The money service is down\./)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const trips = await screen.findByRole('list', { name: 'Trips in November 2026' });
    expect(within(trips).getByText('Corner Market')).toBeInTheDocument();
  });

  it('keeps the trips when the next page fails, and says so', async () => {
    const user = userEvent.setup();
    routes({
      [NOVEMBER_TRIPS]: json({ items: [trip({})], nextCursor: 'next' }),
      [`${NOVEMBER_TRIPS}&cursor=next`]: () => down,
    });
    renderScreen(<GroceryBudgetScreen today={today} />);
    await user.click(await screen.findByRole('button', { name: 'Load more trips' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Could not load more trips'));
    const trips = screen.getByRole('list', { name: 'Trips in November 2026' });
    expect(within(trips).getByText('Corner Market')).toBeInTheDocument();
    expect(screen.queryByText('Could not load the trips')).not.toBeInTheDocument();
  });

  it('deletes a trip from its row', async () => {
    const user = userEvent.setup();
    const { calls } = routes({
      [NOVEMBER_TRIPS]: json({ items: [trip({})], nextCursor: null }),
      'DELETE /api/grocery-trips/7': () => ({ status: 204 }),
    });
    renderScreen(<GroceryBudgetScreen today={today} />);
    const trips = await screen.findByRole('list', { name: 'Trips in November 2026' });
    await user.click(within(trips).getByRole('button', { name: /^Delete the trip to Corner Market on / }));
    // Nothing is deleted before the member confirms.
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the trip to Corner Market?' });
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Trip deleted'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/grocery-trips/7']);
  });
});
