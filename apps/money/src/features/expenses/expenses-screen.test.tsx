import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, type Budget, type Expense } from '@familyhub/contracts';
import { getToasts } from '@familyhub/ui';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { cleanUpAfterEach, fakeApi, json, parent, sessionOf, type FakeRoute } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { parseBankAmount, parseBankDate, parseCsv } from './csv';
import { ExpensesScreen } from './components/expenses-screen';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const today = new Date(2026, 10, 23);
const LIST = 'GET /api/expenses?limit=25&from=2026-11-01&to=2026-11-30';
const TOTALS = 'GET /api/expenses/totals?from=2026-11-01&to=2026-11-30';
const budget: Budget = {
  id: 4,
  title: 'November 2026 budget',
  description: null,
  month: 11,
  year: 2026,
  totalBudgetCents: 300000,
  categories: [
    {
      id: 8,
      budgetId: 4,
      name: 'Food',
      allocatedCents: 50000,
      spentCents: 61000,
      notes: null,
      color: '#16A34A',
    },
  ],
  createdById: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const expense: Expense = {
  id: 1,
  title: 'Weekly shop',
  description: null,
  amountCents: 8450,
  date: '2026-11-20',
  category: 'Food',
  paymentMethod: 'Card',
  receiptImageUrl: null,
  isRecurring: false,
  recurringFrequency: null,
  allocations: [],
  createdById: 1,
  createdAt: '2026-11-20T00:00:00.000Z',
};

function routes(extra: Record<string, FakeRoute> = {}) {
  return fakeApi({
    [LIST]: json({ items: [expense], nextCursor: null }),
    [TOTALS]: json({
      totalCents: 8450,
      count: 1,
      byCategory: [{ category: 'Food', totalCents: 8450 }],
      byMonth: [{ month: '2026-11', totalCents: 8450 }],
    }),
    'GET /api/budgets?limit=12': json({ items: [budget], nextCursor: null }),
    ...extra,
  });
}

describe('/expenses', () => {
  it('speaks Spanish to a parent who reads Spanish; amounts in the family’s currency, written the Spanish way', async () => {
    const user = userEvent.setup();
    routes();
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <ExpensesScreen today={today} />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Gastos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar CSV' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Gastos' });
    expect(list).toHaveTextContent('20 nov 2026 · Food · Card');
    expect(list).toHaveTextContent('84,50 US$');
    expect(
      await screen.findByRole('heading', { name: '84,50\u00a0US$ gastados del 1 nov 2026 al 30 nov 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Categorías del presupuesto' })).toHaveTextContent(
      '610,00 US$ de 500,00 US$',
    );
    expect(screen.getByRole('search', { name: 'Filtrar gastos' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Añadir gasto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir gasto' });
    expect(within(dialog).getByLabelText('Importe (US$)')).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'No se repite' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Mensual' })).toBeInTheDocument();
  });

  it('shows the month’s budget by category, the total and the expenses', async () => {
    routes();
    renderScreen(<ExpensesScreen today={today} />);
    const list = await screen.findByRole('list', { name: 'Expenses' });
    expect(list).toHaveTextContent('Weekly shop');
    expect(list).toHaveTextContent('$84.50');
    expect(
      await screen.findByRole('heading', { name: /\$84\.50 spent from Nov 1, 2026 to Nov 30, 2026/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Budget categories' })).toHaveTextContent('$610.00 of $500.00');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/expenses/export.csv?from=2026-11-01&to=2026-11-30',
    );
  });

  it('shows every amount and amount field in the family’s currency (EUR)', async () => {
    const user = userEvent.setup();
    const session = sessionOf(parent);
    routes({ 'GET /api/auth/me': json({ ...session, family: { ...session.family, currency: 'EUR' } }) });
    renderScreen(<ExpensesScreen today={today} />);
    const list = await screen.findByRole('list', { name: 'Expenses' });
    await waitFor(() => expect(list).toHaveTextContent('€84.50'));
    expect(list).not.toHaveTextContent('$');
    expect(
      await screen.findByRole('heading', { name: /€84\.50 spent from Nov 1, 2026 to Nov 30, 2026/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Budget categories' })).toHaveTextContent('€610.00 of €500.00');
    await user.click(screen.getByRole('button', { name: 'Add Expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Expense' });
    expect(within(dialog).getByLabelText('Amount (€)')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Amount ($)')).not.toBeInTheDocument();
  });

  it('filters by words and category', async () => {
    const user = userEvent.setup();
    const { calls } = routes({
      'GET /api/expenses?limit=25&from=2026-11-01&to=2026-11-30&category=Food&search=shop': json({
        items: [],
        nextCursor: null,
      }),
    });
    renderScreen(<ExpensesScreen today={today} />);
    await screen.findByRole('list', { name: 'Expenses' });
    await user.type(screen.getByLabelText('Category'), 'Food');
    await user.type(screen.getByLabelText('Search'), 'shop');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No expenses match')).toBeInTheDocument();
    expect(calls.some((c) => c.path.includes('search=shop'))).toBe(true);
  });

  it('adds an expense in a budget category (the whole amount allocated to it)', async () => {
    const user = userEvent.setup();
    const { calls } = routes({ 'POST /api/expenses': json(expense, 201) });
    renderScreen(<ExpensesScreen today={today} />);
    await user.click(await screen.findByRole('button', { name: 'Add Expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Expense' });
    await user.type(within(dialog).getByLabelText('Title'), 'Farmers market');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '23.40');
    await user.selectOptions(within(dialog).getByLabelText('Budget category'), 'Food');
    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Expense added'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Farmers market',
      amountCents: 2340,
      date: '2026-11-23',
      allocations: [{ budgetCategoryId: 8, amountCents: 2340 }],
    });
  });

  it('splits an expense across budget categories, the parts adding up to the amount', async () => {
    const user = userEvent.setup();
    const fun = { ...budget.categories[0]!, id: 9, name: 'Fun', spentCents: 0 };
    const split: Expense = {
      ...expense,
      id: 2,
      title: 'Birthday party',
      amountCents: 5000,
      allocations: [
        { budgetCategoryId: 8, amountCents: 3000 },
        { budgetCategoryId: 9, amountCents: 2000 },
      ],
    };
    const { calls } = routes({
      [LIST]: json({ items: [split], nextCursor: null }),
      'GET /api/budgets?limit=12': json({
        items: [{ ...budget, categories: [...budget.categories, fun] }],
        nextCursor: null,
      }),
      'POST /api/expenses': json(split, 201),
    });
    renderScreen(<ExpensesScreen today={today} />);
    // The list says how an expense was split.
    const list = await screen.findByRole('list', { name: 'Expenses' });
    expect(await within(list).findByText('Split: Food $30.00 · Fun $20.00')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Add Expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Expense' });
    await user.type(within(dialog).getByLabelText('Title'), 'Birthday party');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Split Across Categories' }));
    expect(within(dialog).queryByLabelText('Budget category')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Part 1 category'), 'Food');
    await user.clear(within(dialog).getByLabelText('Part 1 amount ($)'));
    await user.type(within(dialog).getByLabelText('Part 1 amount ($)'), '30');
    await user.selectOptions(within(dialog).getByLabelText('Part 2 category'), 'Fun');
    await user.type(within(dialog).getByLabelText('Part 2 amount ($)'), '15');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Allocated $45.00 of $50.00 · $5.00 left');
    // Parts that do not add up are refused with the server's words, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));
    expect(await within(dialog).findByText('Allocations must add up to the amount')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(within(dialog).getByLabelText('Part 2 amount ($)'));
    await user.type(within(dialog).getByLabelText('Part 2 amount ($)'), '20');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Allocated $50.00 of $50.00');
    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Expense added'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Birthday party',
      amountCents: 5000,
      allocations: [
        { budgetCategoryId: 8, amountCents: 3000 },
        { budgetCategoryId: 9, amountCents: 2000 },
      ],
    });
  });

  it('attaches a receipt to an expense: the image first, then the expense with its address', async () => {
    const user = userEvent.setup();
    const withReceipt: Expense = { ...expense, id: 3, receiptImageUrl: '/api/money/files/9' };
    const { calls } = routes({
      [LIST]: json({ items: [withReceipt], nextCursor: null }),
      'POST /api/money/files?use=receipt': json(
        { fileUrl: '/api/money/files/9', fileType: 'image/png', fileSize: 68, name: 'r.png' },
        201,
      ),
      'POST /api/expenses': json(withReceipt, 201),
    });
    renderScreen(<ExpensesScreen today={today} />);
    const link = await screen.findByRole('link', { name: 'Receipt of Weekly shop on Nov 20, 2026' });
    expect(link).toHaveAttribute('href', '/api/money/files/9');

    await user.click(await screen.findByRole('button', { name: 'Add Expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Expense' });
    await user.type(within(dialog).getByLabelText('Title'), 'Weekly shop');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '84.50');
    const input = dialog.querySelector<HTMLInputElement>('#expense-receipt')!;
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'r.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: 'Receipt preview' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Expense added'));
    const posted = calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(posted).toEqual(['/api/money/files?use=receipt', '/api/expenses']);
    expect(calls.find((c) => c.path === '/api/expenses' && c.method === 'POST')?.body).toMatchObject({
      title: 'Weekly shop',
      amountCents: 8450,
      receiptImageUrl: '/api/money/files/9',
    });
  });

  it('edits an expense: its fields, its split and its receipt, in the Add Expense form', async () => {
    const user = userEvent.setup();
    const fun = { ...budget.categories[0]!, id: 9, name: 'Fun', spentCents: 0 };
    const lastMonth = { ...budget.categories[0]!, id: 5, budgetId: 3, name: 'Treats' };
    const party: Expense = {
      ...expense,
      id: 2,
      title: 'Birthday party',
      amountCents: 5000,
      isRecurring: true,
      recurringFrequency: 'yearly',
      receiptImageUrl: '/api/money/files/4',
      allocations: [
        { budgetCategoryId: 8, amountCents: 3000 },
        { budgetCategoryId: 9, amountCents: 2000 },
      ],
    };
    const { calls } = routes({
      [LIST]: json({ items: [party], nextCursor: null }),
      'GET /api/budgets?limit=12': json({
        items: [
          { ...budget, categories: [...budget.categories, fun] },
          { ...budget, id: 3, month: 10, categories: [lastMonth] },
        ],
        nextCursor: null,
      }),
      'POST /api/money/files?use=receipt': json(
        { fileUrl: '/api/money/files/9', fileType: 'image/png', fileSize: 68, name: 'r.png' },
        201,
      ),
      'PATCH /api/expenses/2': json(party),
    });
    renderScreen(<ExpensesScreen today={today} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Birthday party on Nov 20, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Expense' });
    // The form opens filled with the expense as it is.
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Birthday party');
    expect(within(dialog).getByLabelText('Amount ($)')).toHaveValue('50.00');
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-11-20');
    expect(within(dialog).getByLabelText('Repeats')).toHaveDisplayValue('Yearly');
    expect(within(dialog).getByLabelText('Part 1 category')).toHaveDisplayValue('Food');
    expect(within(dialog).getByLabelText('Part 2 amount ($)')).toHaveValue('20.00');
    expect(within(dialog).getByRole('link', { name: 'Current receipt' })).toHaveAttribute(
      'href',
      '/api/money/files/4',
    );
    // Only the expense's month's categories are offered.
    expect(within(dialog).queryByRole('option', { name: 'Treats' })).not.toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Birthday cake');
    await user.clear(within(dialog).getByLabelText('Amount ($)'));
    await user.type(within(dialog).getByLabelText('Amount ($)'), '60');
    // A split that no longer adds up is refused before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Allocations must add up to the amount')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.clear(within(dialog).getByLabelText('Part 2 amount ($)'));
    await user.type(within(dialog).getByLabelText('Part 2 amount ($)'), '30');
    await user.upload(
      dialog.querySelector<HTMLInputElement>('#expense-receipt')!,
      new File([new Uint8Array([137, 80, 78, 71])], 'r.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Expense updated'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      title: 'Birthday cake',
      amountCents: 6000,
      date: '2026-11-20',
      category: 'Food',
      description: null,
      paymentMethod: 'Card',
      isRecurring: true,
      recurringFrequency: 'yearly',
      receiptImageUrl: '/api/money/files/9',
      allocations: [
        { budgetCategoryId: 8, amountCents: 3000 },
        { budgetCategoryId: 9, amountCents: 3000 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits an expense into one category and drops its receipt; the receipt stays unless removed', async () => {
    const user = userEvent.setup();
    const withReceipt: Expense = {
      ...expense,
      receiptImageUrl: '/api/money/files/4',
      allocations: [{ budgetCategoryId: 8, amountCents: 8450 }],
    };
    const { calls } = routes({
      [LIST]: json({ items: [withReceipt], nextCursor: null }),
      'PATCH /api/expenses/1': json(withReceipt),
    });
    renderScreen(<ExpensesScreen today={today} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Weekly shop on Nov 20, 2026' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Expense' });
    expect(within(dialog).getByLabelText('Budget category')).toHaveDisplayValue('Food');
    // Saved as it is: the receipt is left alone (not in the body).
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PATCH')?.body).not.toHaveProperty('receiptImageUrl');

    await user.click(await screen.findByRole('button', { name: 'Edit Weekly shop on Nov 20, 2026' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Expense' });
    await user.selectOptions(within(dialog).getByLabelText('Budget category'), 'None');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Receipt' }));
    expect(within(dialog).getByText('The receipt is removed when you save.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH')[1]?.body).toMatchObject({
      receiptImageUrl: null,
      allocations: [],
    });
  });

  it('deletes an expense once the person confirms', async () => {
    const user = userEvent.setup();
    const { calls } = routes({ 'DELETE /api/expenses/1': () => ({ status: 204 }) });
    renderScreen(<ExpensesScreen today={today} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Weekly shop on Nov 20, 2026' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Expense deleted'));
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/expenses/1');
  });

  it('imports a bank CSV: maps the columns, previews, then imports the new rows', async () => {
    const user = userEvent.setup();
    const outcomes = ['import', 'duplicate'];
    const { calls } = routes({
      'POST /api/expenses/import': (request) => ({
        status: 200,
        body: {
          imported: 1,
          skippedDuplicates: 1,
          outcomes,
          dryRun: (request.body as { dryRun?: boolean }).dryRun,
        },
      }),
    });
    renderScreen(<ExpensesScreen today={today} />);
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import CSV' });
    const csv =
      'Posted Date,Payee,Amount\n11/02/2026,"Bakery, Main St",-3.20\n11/01/2026,Coffee Shop,-4.50\n';
    await user.upload(
      dialog.querySelector<HTMLInputElement>('#import-file')!,
      new File([csv], 'bank.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByLabelText('Description column')).toHaveDisplayValue('Payee');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(dialog).findByRole('table', { name: 'Import preview' });
    expect(preview).toHaveTextContent('Bakery, Main St');
    expect(preview).toHaveTextContent('Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Import 1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getToasts()[0]).toEqual(
      expect.objectContaining({
        title: 'Expenses imported',
        description: '1 imported, 1 duplicates skipped.',
      }),
    );
    const posts = calls.filter((c) => c.path === '/api/expenses/import').map((c) => c.body);
    expect(posts[0]).toEqual({
      rows: [
        { date: '2026-11-02', title: 'Bakery, Main St', amountCents: 320, category: null },
        { date: '2026-11-01', title: 'Coffee Shop', amountCents: 450, category: null },
      ],
      dryRun: true,
    });
    expect(posts[1]).toEqual({ rows: (posts[0] as { rows: unknown }).rows });
  });

  it('previews an import with its days and amounts the Spanish way to a parent who reads Spanish', async () => {
    const user = userEvent.setup();
    routes({
      'POST /api/expenses/import': json({ imported: 1, skippedDuplicates: 0, outcomes: ['import'] }),
    });
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <ExpensesScreen today={today} />
      </Suspense>,
    );
    await user.click(await screen.findByRole('button', { name: 'Importar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar CSV' });
    await user.upload(
      dialog.querySelector<HTMLInputElement>('#import-file')!,
      new File(['Date,Description,Amount\n2026-11-29,Bakery,-3.20\n'], 'bank.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByLabelText('Columna del importe')).toHaveDisplayValue('Amount');
    await user.click(within(dialog).getByRole('button', { name: 'Vista previa' }));
    const preview = await within(dialog).findByRole('table', { name: 'Vista previa de la importación' });
    expect(preview).toHaveTextContent('29 nov 2026');
    expect(preview).not.toHaveTextContent('2026-11-29');
    expect(preview).toHaveTextContent('3,20 US$');
  });

  it('keeps the import dialog open with the server’s sentence when the preview or the import is refused', async () => {
    const user = userEvent.setup();
    const answers: { status: number; body: unknown }[] = [
      {
        status: 400,
        body: {
          error: 'validation_failed',
          message: 'Title must be at most 200 characters',
          details: [{ path: ['rows', 0, 'title'], message: 'Title must be at most 200 characters' }],
        },
      },
      { status: 200, body: { imported: 2, skippedDuplicates: 0, outcomes: ['import', 'import'] } },
      { status: 403, body: { error: 'forbidden', message: 'Only parents can import expenses' } },
    ];
    const { calls } = routes({ 'POST /api/expenses/import': () => answers.shift()! });
    renderScreen(<ExpensesScreen today={today} />);
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import CSV' });
    await user.upload(
      dialog.querySelector<HTMLInputElement>('#import-file')!,
      new File(['Date,Description,Amount\n2026-11-02,Bakery,-3.20\n2026-11-01,Coffee,-4.50\n'], 'bank.csv', {
        type: 'text/csv',
      }),
    );
    expect(await within(dialog).findByLabelText('Amount column')).toHaveDisplayValue('Amount');

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Title must be at most 200 characters$/,
    );
    expect(within(dialog).queryByRole('table', { name: 'Import preview' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('table', { name: 'Import preview' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import 2' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Only parents can import expenses$/);
    expect(screen.getByRole('dialog', { name: 'Import CSV' })).toBeInTheDocument();
    expect(getToasts()).toEqual([]);
    expect(calls.filter((c) => c.path === '/api/expenses/import').map((c) => c.body)).toEqual([
      expect.objectContaining({ dryRun: true }),
      expect.objectContaining({ dryRun: true }),
      { rows: expect.any(Array) },
    ]);
  });

  it('asks for the columns before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = routes();
    renderScreen(<ExpensesScreen today={today} />);
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import CSV' });
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeDisabled();
    await user.upload(
      dialog.querySelector<HTMLInputElement>('#import-file')!,
      new File(['When,What,How much\n2026-11-02,Bakery,-3.20\n'], 'bank.csv', { type: 'text/csv' }),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose the date, description and amount columns',
    );
    expect(calls.some((c) => c.path === '/api/expenses/import')).toBe(false);
  });

  it('reads CSV fields, bank dates and amounts', () => {
    expect(parseCsv('a,"b ""c"", d"\r\n\r\n1,2\n')).toEqual([
      ['a', 'b "c", d'],
      ['1', '2'],
    ]);
    expect(parseBankDate('2026-11-03')).toBe('2026-11-03');
    expect(parseBankDate('11/03/2026')).toBe('2026-11-03');
    expect(parseBankDate('31.12.2026')).toBe('2026-12-31');
    expect(parseBankDate('02/30/2026')).toBeNull();
    expect(parseBankAmount('-12.50')).toBe(1250);
    expect(parseBankAmount('(7.00)')).toBe(700);
    expect(parseBankAmount('abc')).toBeNull();
  });
});
