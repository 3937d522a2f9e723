import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, type Bill, type HouseholdSubscription } from '@familyhub/contracts';
import { getToasts } from '@familyhub/ui';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { cleanUpAfterEach, fakeApi, json, type FakeRoute } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { BillsScreen } from './components/bills-screen';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const today = new Date(2026, 10, 23);
const bill = (overrides: Partial<Bill>): Bill => ({
  id: 1,
  title: 'Electricity',
  description: null,
  amountCents: 8450,
  dueDate: '2026-11-20',
  category: null,
  payee: 'City Power',
  accountNumberMasked: '••••6789',
  paymentMethod: null,
  status: 'unpaid',
  isPaid: false,
  paidDate: null,
  isRecurring: true,
  recurringFrequency: 'monthly',
  reminderDays: 3,
  dueState: 'overdue',
  previousBillId: null,
  createdById: 1,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});
const summary = {
  overdueCount: 1,
  overdueCents: 8450,
  dueSoonCount: 0,
  dueSoonCents: 0,
  unpaidCount: 1,
  unpaidCents: 8450,
};

const sub: HouseholdSubscription = {
  id: 3,
  title: 'StreamFlix',
  description: null,
  amountCents: 1599,
  category: 'Streaming',
  provider: null,
  startDate: null,
  endDate: null,
  billingCycle: 'monthly',
  nextBillingDate: '2026-12-01',
  autoRenew: true,
  status: 'active',
  paymentMethod: null,
  reminderDays: 7,
  yearlyCents: 19188,
  createdById: 1,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

function routes(extra: Record<string, FakeRoute> = {}) {
  return fakeApi({
    'GET /api/bills/summary': json(summary),
    'GET /api/bills?view=unpaid&limit=25': json({ items: [bill({})], nextCursor: null }),
    'GET /api/household-subscriptions/summary': json({ activeCount: 0, yearlyCents: 0, monthlyCents: 0 }),
    'GET /api/household-subscriptions?limit=25': json({ items: [], nextCursor: null }),
    ...extra,
  });
}

describe('/bills', () => {
  it('speaks Spanish to a parent who reads Spanish; amounts in the family’s currency, written the Spanish way', async () => {
    routes();
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <BillsScreen today={today} />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Facturas y suscripciones' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir factura' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Suscripciones' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Facturas sin pagar' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('Vence el 20 nov 2026 · City Power · Cuenta ••••6789 · se repite cada mes');
    expect(row).toHaveTextContent('Vencida');
    expect(row).toHaveTextContent('84,50 US$');
    expect(
      within(list).getByRole('button', { name: 'Marcar pagada: Electricity, vence el 20 nov 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Resumen de facturas' })).toHaveTextContent('1 factura');
  });

  it('says what the row said before: due date, payee, account, how it repeats', async () => {
    routes();
    renderScreen(<BillsScreen today={today} />);
    const row = within(await screen.findByRole('list', { name: 'Unpaid bills' })).getByRole('listitem');
    expect(row).toHaveTextContent('Due Nov 20, 2026 · City Power · Account ••••6789 · repeats monthly');
    expect(screen.getByRole('group', { name: 'Bills summary' })).toHaveTextContent('1 bill');
  });

  it('lists unpaid bills with their state and masked account number, and the summary', async () => {
    routes();
    renderScreen(<BillsScreen today={today} />);
    const list = await screen.findByRole('list', { name: 'Unpaid bills' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('Electricity');
    expect(row).toHaveTextContent('Account ••••6789');
    expect(row).toHaveTextContent('Overdue');
    expect(row).toHaveTextContent('$84.50');
    expect(within(screen.getByRole('group', { name: 'Bills summary' })).getAllByText('$84.50')).toHaveLength(
      2,
    );
  });

  it('Mark Paid pays the bill and tells when the next one is due', async () => {
    const user = userEvent.setup();
    const { calls } = routes({
      'POST /api/bills/1/pay': json({
        bill: bill({ status: 'paid', isPaid: true, dueState: 'paid' }),
        nextBill: bill({ id: 2, dueDate: '2026-12-20', dueState: 'upcoming' }),
      }),
    });
    renderScreen(<BillsScreen today={today} />);
    await user.click(await screen.findByRole('button', { name: 'Mark Paid: Electricity, due Nov 20, 2026' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Bill paid'));
    expect(getToasts()[0]?.description).toBe('Electricity is paid; the next one is due Dec 20, 2026.');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/bills/1/pay')).toBe(true);
  });

  it('adds a bill, recurring monthly with a 3-day reminder unless changed', async () => {
    const user = userEvent.setup();
    const { calls } = routes({ 'POST /api/bills': json(bill({ id: 5 }), 201) });
    renderScreen(<BillsScreen today={today} />);
    await user.click(await screen.findByRole('button', { name: 'Add Bill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Bill' });
    const submit = within(dialog).getByRole('button', { name: 'Add Bill' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Title'), 'Internet');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '59.99');
    await user.clear(within(dialog).getByLabelText('Due date'));
    await user.type(within(dialog).getByLabelText('Due date'), '2026-12-05');
    await user.type(within(dialog).getByLabelText('Account number'), '555-1234');
    await user.click(submit);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Bill added'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Internet',
      payee: null,
      amountCents: 5999,
      dueDate: '2026-12-05',
      category: null,
      description: null,
      accountNumber: '555-1234',
      paymentMethod: null,
      isRecurring: true,
      recurringFrequency: 'monthly',
      reminderDays: 3,
    });
  });

  it('shows the household subscriptions with their yearly total', async () => {
    const user = userEvent.setup();
    const { calls } = routes({
      'GET /api/household-subscriptions/summary': json({
        activeCount: 1,
        yearlyCents: 19188,
        monthlyCents: 1599,
      }),
      'GET /api/household-subscriptions?limit=25': json({ items: [sub], nextCursor: null }),
      'POST /api/household-subscriptions/3/renew': json({ ...sub, nextBillingDate: '2027-01-01' }),
    });
    renderScreen(<BillsScreen today={today} />);
    await user.click(await screen.findByRole('tab', { name: 'Subscriptions' }));
    const total = await screen.findByRole('group', { name: 'Subscriptions total' });
    expect(total).toHaveTextContent('$191.88');
    const list = screen.getByRole('list', { name: 'Subscriptions' });
    expect(list).toHaveTextContent('$15.99 monthly · $191.88 a year · next Dec 1, 2026');
    await user.click(within(list).getByRole('button', { name: 'Mark StreamFlix renewed' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Subscription renewed'));
    expect(calls.some((c) => c.path === '/api/household-subscriptions/3/renew')).toBe(true);
  });

  it('shows the household subscriptions in Spanish to a parent who reads Spanish', async () => {
    const user = userEvent.setup();
    routes({
      'GET /api/household-subscriptions/summary': json({
        activeCount: 1,
        yearlyCents: 19188,
        monthlyCents: 1599,
      }),
      'GET /api/household-subscriptions?limit=25': json({ items: [sub], nextCursor: null }),
    });
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <BillsScreen today={today} />
      </Suspense>,
    );
    await user.click(await screen.findByRole('tab', { name: 'Suscripciones' }));
    expect(await screen.findByRole('button', { name: 'Añadir suscripción' })).toBeInTheDocument();
    const total = await screen.findByRole('group', { name: 'Total de suscripciones' });
    expect(total).toHaveTextContent('Al año191,88 US$');
    const list = screen.getByRole('list', { name: 'Suscripciones' });
    expect(list).toHaveTextContent('15,99 US$ al mes · 191,88 US$ al año · próximo cobro el 1 dic 2026');
    expect(within(list).getByRole('button', { name: 'Marcar StreamFlix como renovada' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Cancelar StreamFlix' })).toBeInTheDocument();
  });
});
