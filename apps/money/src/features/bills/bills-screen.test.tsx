import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bill, HouseholdSubscription } from '@familyhub/contracts';
import { getToasts } from '@familyhub/ui';
import { cleanUpAfterEach, fakeApi, json, type FakeRoute } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { BillsScreen } from './components/bills-screen';

cleanUpAfterEach();

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
});
