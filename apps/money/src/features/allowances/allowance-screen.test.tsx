import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultLanguageSettings,
  NEGATIVE_BALANCE_MESSAGE,
  type Allowance,
  type AllowanceTransaction,
} from '@familyhub/contracts';
import { getToasts } from '@familyhub/ui';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { cleanUpAfterEach, fakeApi, json, member, signedInAs } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { AllowanceScreen } from './components/allowance-screen';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const admin = member({ id: 1, name: 'Alex', role: 'admin' });
const mia = member({ id: 3, name: 'Mia', role: 'child' });
const leo = member({ id: 4, name: 'Leo', role: 'child' });

const allowance = (overrides: Partial<Allowance>): Allowance => ({
  id: 10,
  childId: mia.id,
  amountCents: 500,
  frequency: 'weekly',
  dayOfWeek: 6,
  dayOfMonth: null,
  status: 'active',
  autoCredit: true,
  startsOn: '2026-11-01',
  balanceCents: 1650,
  createdById: 1,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});
const credit: AllowanceTransaction = {
  id: 1,
  allowanceId: 10,
  amountCents: 500,
  date: '2026-11-21',
  notes: 'Allowance',
  isManual: false,
  createdById: null,
  createdAt: '2026-11-21T00:00:00.000Z',
};
const debit: AllowanceTransaction = {
  ...credit,
  id: 2,
  amountCents: -350,
  notes: 'Comic book',
  isManual: true,
};

describe('/allowance', () => {
  it('speaks Spanish to a child who reads Spanish; amounts in the family’s currency, written the Spanish way', async () => {
    fakeApi({
      ...signedInAs(mia),
      'GET /api/allowances?limit=200': json({ items: [allowance({})], nextCursor: null }),
      'GET /api/allowances/10/transactions?limit=20': json({ items: [debit, credit], nextCursor: null }),
      'GET /api/allowances/points-rate': json({ rate: { points: 10, amountCents: 50 } }),
    });
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <AllowanceScreen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Mi paga' })).toBeInTheDocument();
    const worth = await screen.findByRole('region', { name: 'Lo que valen tus puntos' });
    expect(await within(worth).findByText(/^10 puntos de tareas = 0,50\sUS\$ de paga\./)).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Paga de Mia' });
    expect(card).toHaveTextContent('5,00 US$ cada sábado · se ingresa automáticamente');
    expect(card).toHaveTextContent('Saldo');
    const ledger = await within(card).findByRole('list', { name: 'Movimientos de Mia' });
    expect(ledger).toHaveTextContent('21 nov 2026');
  });

  it('shows a child only their own allowance, balance and ledger, with nothing to change', async () => {
    const { calls } = fakeApi({
      ...signedInAs(mia),
      'GET /api/allowances?limit=200': json({ items: [allowance({})], nextCursor: null }),
      'GET /api/allowances/10/transactions?limit=20': json({ items: [debit, credit], nextCursor: null }),
      'GET /api/allowances/points-rate': json({ rate: { points: 10, amountCents: 50 } }),
    });
    renderScreen(<AllowanceScreen />);
    expect(await screen.findByRole('heading', { name: 'My Allowance' })).toBeInTheDocument();
    // The family's rate, read-only: what the child's points are worth, with no way to change it.
    const worth = await screen.findByRole('region', { name: 'What your points are worth' });
    expect(await within(worth).findByText(/^10 chore points = \$0\.50 of allowance\./)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Set Rate|Change Rate|Convert Points/ }),
    ).not.toBeInTheDocument();
    const card = await screen.findByRole('region', { name: "Mia's allowance" });
    expect(card).toHaveTextContent('$16.50');
    expect(card).toHaveTextContent('$5.00 every Saturday');
    const ledger = await within(card).findByRole('list', { name: "Mia's ledger" });
    expect(ledger).toHaveTextContent('Comic book');
    expect(ledger).toHaveTextContent('−$3.50');
    expect(ledger).toHaveTextContent('+$5.00');
    expect(screen.queryByRole('button', { name: 'Add Transaction' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set Up Allowance' })).not.toBeInTheDocument();
    // A child's screen never asks for the family list.
    expect(calls.some((c) => c.path === '/api/users')).toBe(false);
  });

  it('lets a parent set up an allowance for a child who has none', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      ...signedInAs(admin, [admin, mia, leo]),
      'GET /api/allowances?limit=200': json({ items: [allowance({})], nextCursor: null }),
      'GET /api/allowances/10/transactions?limit=20': json({ items: [], nextCursor: null }),
      'POST /api/allowances': json(allowance({ id: 11, childId: leo.id }), 201),
    });
    renderScreen(<AllowanceScreen />);
    await user.click(await screen.findByRole('button', { name: 'Set Up Allowance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Up Allowance' });
    const child = within(dialog).getByLabelText('Child');
    expect(
      within(child)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Leo']);
    await user.selectOptions(within(dialog).getByLabelText('How often'), 'monthly');
    await user.selectOptions(within(dialog).getByLabelText('Payday (day of the month)'), '15');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Set Up' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Allowance set up'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      childId: leo.id,
      amountCents: 2000,
      frequency: 'monthly',
      dayOfWeek: null,
      dayOfMonth: 15,
      autoCredit: true,
      status: 'active',
    });
  });

  it('lets a parent add a debit with a note', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      ...signedInAs(admin, [admin, mia]),
      'GET /api/allowances?limit=200': json({ items: [allowance({})], nextCursor: null }),
      'GET /api/allowances/10/transactions?limit=20': json({ items: [], nextCursor: null }),
      'POST /api/allowances/10/transactions': json(debit, 201),
    });
    renderScreen(<AllowanceScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add Transaction' }));
    const dialog = await screen.findByRole('dialog', { name: "Add to Mia's ledger" });
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'debit');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '3.50');
    await user.type(within(dialog).getByLabelText('Notes'), 'Comic book');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Debit added'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'debit',
      amountCents: 350,
      notes: 'Comic book',
      allowNegative: false,
    });
  });

  it('asks the parent to allow a negative balance before a debit beyond the balance, and says so', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      ...signedInAs(admin, [admin, mia]),
      'GET /api/allowances?limit=200': json({ items: [allowance({ balanceCents: 0 })], nextCursor: null }),
      'GET /api/allowances/10/transactions?limit=20': json({ items: [], nextCursor: null }),
      'POST /api/allowances/10/transactions': json({ ...debit, amountCents: -5000 }, 201),
    });
    renderScreen(<AllowanceScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add Transaction' }));
    const dialog = await screen.findByRole('dialog', { name: "Add to Mia's ledger" });
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'debit');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '50');
    expect(
      within(dialog).getByText(
        "This debit is more than Mia's balance of $0.00: it takes the balance to -$50.00.",
      ),
    ).toBeInTheDocument();
    const allow = within(dialog).getByRole('checkbox', { name: 'Allow a negative balance' });
    expect(allow).not.toBeChecked();
    // Without the choice nothing is sent, and the dialog says why.
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NEGATIVE_BALANCE_MESSAGE);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(allow);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Debit added'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'debit',
      amountCents: 5000,
      notes: null,
      allowNegative: true,
    });
  });

  it('shows the server refusing a debit beyond the balance, with the dialog kept open', async () => {
    const user = userEvent.setup();
    fakeApi({
      ...signedInAs(admin, [admin, mia]),
      'GET /api/allowances?limit=200': json({ items: [allowance({ balanceCents: 1000 })], nextCursor: null }),
      'GET /api/allowances/10/transactions?limit=20': json({ items: [], nextCursor: null }),
      'POST /api/allowances/10/transactions': json(
        { error: 'negative_balance', message: NEGATIVE_BALANCE_MESSAGE, details: { balanceCents: 0 } },
        409,
      ),
    });
    renderScreen(<AllowanceScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add Transaction' }));
    const dialog = await screen.findByRole('dialog', { name: "Add to Mia's ledger" });
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'debit');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '10');
    // Within the balance as the screen knows it: no choice asked.
    expect(
      within(dialog).queryByRole('checkbox', { name: 'Allow a negative balance' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NEGATIVE_BALANCE_MESSAGE);
    expect(getToasts()[0]?.title).toBe('Failed to add transaction');
  });

  it('lets a parent set the family’s points rate', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      ...signedInAs(admin, [admin, mia]),
      'GET /api/allowances?limit=200': json({ items: [allowance({})], nextCursor: null }),
      'GET /api/allowances/10/transactions?limit=20': json({ items: [], nextCursor: null }),
      'GET /api/allowances/points-rate': json({ rate: null }),
      'PUT /api/allowances/points-rate': json({ rate: { points: 20, amountCents: 150 } }),
    });
    renderScreen(<AllowanceScreen />);
    const rateCard = await screen.findByRole('region', { name: 'Points to allowance' });
    expect(
      await within(rateCard).findByText('Set a rate to turn chore points into allowance money.'),
    ).toBeInTheDocument();
    // No rate, nothing to convert with.
    expect(screen.queryByRole('button', { name: 'Convert Points' })).not.toBeInTheDocument();
    await user.click(within(rateCard).getByRole('button', { name: 'Set Rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Points Rate' });
    await user.clear(within(dialog).getByLabelText('Every (points)'));
    await user.type(within(dialog).getByLabelText('Every (points)'), '20');
    await user.type(within(dialog).getByLabelText('Are worth ($)'), '1.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save Rate' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Points rate saved'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ points: 20, amountCents: 150 });
  });

  it('lets a parent convert a child’s points in whole steps of the rate', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      ...signedInAs(admin, [admin, mia]),
      'GET /api/allowances?limit=200': json({ items: [allowance({})], nextCursor: null }),
      'GET /api/allowances/10/transactions?limit=20': json({ items: [], nextCursor: null }),
      'GET /api/allowances/points-rate': json({ rate: { points: 10, amountCents: 100 } }),
      'GET /api/points': json({
        members: [
          { memberId: admin.id, balance: 0, held: 0 },
          { memberId: mia.id, balance: 120, held: 0 },
        ],
      }),
      'POST /api/allowances/10/point-conversions': json(
        {
          id: 1,
          allowanceId: 10,
          points: 120,
          amountCents: 1200,
          transaction: { ...credit, id: 5, amountCents: 1200, notes: 'Converted 120 points', isManual: true },
        },
        201,
      ),
    });
    renderScreen(<AllowanceScreen />);
    expect(
      await screen.findByText('Every 10 chore points are worth $1.00.', { exact: false }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: "Mia's allowance" });
    await user.click(within(card).getByRole('button', { name: 'Convert Points' }));
    const dialog = await screen.findByRole('dialog', { name: "Convert Mia's points" });
    expect(await within(dialog).findByText('Mia has 120 points.')).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Points to convert');
    await user.type(field, '125');
    expect(within(dialog).getByText('In steps of 10 points.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Convert' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, '120');
    expect(within(dialog).getByText('Worth $12.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Points converted'));
    expect(getToasts()[0]?.description).toBe("$12.00 added to Mia's allowance");
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ points: 120 });
  });

  it('says why a conversion was refused and keeps the dialog open', async () => {
    const user = userEvent.setup();
    fakeApi({
      ...signedInAs(admin, [admin, mia]),
      'GET /api/allowances?limit=200': json({ items: [allowance({})], nextCursor: null }),
      'GET /api/allowances/10/transactions?limit=20': json({ items: [], nextCursor: null }),
      'GET /api/allowances/points-rate': json({ rate: { points: 10, amountCents: 100 } }),
      'GET /api/points': json({ members: [{ memberId: mia.id, balance: 30, held: 0 }] }),
      'POST /api/allowances/10/point-conversions': json(
        { error: 'conflict', message: 'Not enough points for that' },
        409,
      ),
    });
    renderScreen(<AllowanceScreen />);
    const card = await screen.findByRole('region', { name: "Mia's allowance" });
    await user.click(await within(card).findByRole('button', { name: 'Convert Points' }));
    const dialog = await screen.findByRole('dialog', { name: "Convert Mia's points" });
    await user.type(within(dialog).getByLabelText('Points to convert'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not enough points for that');
    expect(getToasts()[0]?.title).toBe('Failed to convert points');
  });
});
