import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultLanguageSettings,
  type BillingTransaction,
  type SubscriptionDetails,
} from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import {
  member,
  mockApi,
  renderApp,
  sessionFor,
  signedInRoutes,
  signedOutRoutes,
  type ApiRoutes,
} from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

beforeEach(() => window.localStorage.clear());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const trialDetails: SubscriptionDetails = {
  plan: 'annual',
  isPremium: true,
  trialEnd: inDays(10),
  planEndsAt: null,
  subscription: null,
  canManageBilling: true,
};

const paidDetails: SubscriptionDetails = {
  plan: 'monthly',
  isPremium: true,
  trialEnd: null,
  planEndsAt: null,
  canManageBilling: true,
  subscription: {
    id: 7,
    plan: 'monthly',
    status: 'active',
    provider: 'sandbox',
    currentPeriodStart: inDays(-3),
    currentPeriodEnd: inDays(27),
    cancelAtPeriodEnd: false,
    canceledAt: null,
    amountCents: 499,
    currency: 'usd',
    paymentMethod: 'Visa •••• 4242',
  },
};

const history: BillingTransaction[] = [
  {
    id: 2,
    amountCents: 499,
    currency: 'usd',
    status: 'succeeded',
    description: 'FamilyHub Premium Monthly — 1 month',
    paymentMethod: 'Visa •••• 4242',
    failureMessage: null,
    createdAt: inDays(-3),
  },
  {
    id: 1,
    amountCents: 499,
    currency: 'usd',
    status: 'failed',
    description: 'FamilyHub Premium Monthly — 1 month',
    paymentMethod: 'Visa •••• 0002',
    failureMessage: 'Your card was declined.',
    createdAt: inDays(-3),
  },
];

function routes(details: SubscriptionDetails, extra: ApiRoutes = {}): ApiRoutes {
  return {
    ...signedInRoutes(details.plan),
    'GET /api/subscription': { status: 200, body: details },
    'GET /api/subscription/billing-history': { status: 200, body: history },
    ...extra,
  };
}

describe('/checkout', () => {
  it('sends a visitor who is not signed in to sign in before paying', async () => {
    mockApi(signedOutRoutes);
    renderApp('/checkout');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sign-in'));
  });

  it('takes the plan from selectedPlan, labels the sandbox, shows a decline and then pays', async () => {
    window.localStorage.setItem('selectedPlan', 'monthly');
    const bodies: unknown[] = [];
    let attempt = 0;
    const fetchMock = mockApi(
      routes(trialDetails, {
        'POST /api/subscription/checkout': (body) => {
          bodies.push(body);
          attempt += 1;
          return attempt === 1
            ? { status: 402, body: { error: 'payment_failed', message: 'Your card was declined.' } }
            : { status: 201, body: paidDetails };
        },
      }),
    );
    renderApp('/checkout');
    const user = userEvent.setup();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Sandbox — no real money. Test card 4242 4242 4242 4242; decline 4000 0000 0000 0002.',
    );
    expect(screen.getByRole('radio', { name: /Premium Monthly/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay $4.99' }));
    expect(await screen.findByText('Name on card is required')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(screen.getByLabelText('Name on card'), 'Alex Rivera');
    await user.type(screen.getByLabelText('Card number'), '4000 0000 0000 0002');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/39');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $4.99' }));
    expect(
      await screen.findByText('Your card was declined.', { selector: 'p[role="alert"]' }),
    ).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      plan: 'monthly',
      nameOnCard: 'Alex Rivera',
      cardNumber: '4000000000000002',
      expiry: '12/39',
      cvc: '123',
    });

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $4.99' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    // The premium context asks the server for the new plan.
    const statusCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/subscription/status');
    expect(statusCalls.length).toBeGreaterThanOrEqual(2);
  });

  it('tells a parent that only the admin can change billing', async () => {
    const parent = sessionFor('annual', member({ role: 'parent' }));
    mockApi({
      ...routes({ ...trialDetails, canManageBilling: false }),
      'GET /api/auth/me': { status: 200, body: parent },
    });
    renderApp('/checkout');
    expect(await screen.findByText('Only the family admin can change billing')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});

describe('/subscription', () => {
  it('shows the paid plan, its card and the billing history, and cancels at the period end after confirmation', async () => {
    const canceled: SubscriptionDetails = {
      ...paidDetails,
      planEndsAt: paidDetails.subscription!.currentPeriodEnd,
      subscription: { ...paidDetails.subscription!, cancelAtPeriodEnd: true, canceledAt: inDays(0) },
    };
    const cancel = jest.fn(() => ({ status: 200, body: canceled }));
    mockApi(routes(paidDetails, { 'POST /api/subscription/cancel': cancel }));
    renderApp('/subscription');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Manage Subscription' })).toBeInTheDocument();
    expect(await screen.findByText('Visa •••• 4242', { selector: 'strong' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Billing history' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Declined')).toBeInTheDocument();
    expect(within(table).getByText('Your card was declined.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Subscription' }));
    expect(cancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Subscription' }),
    );
    await waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Subscription canceled')).toBeInTheDocument();
  });

  it('switches plan with the saved card after confirmation', async () => {
    const change = jest.fn((body: unknown) => ({
      status: 200,
      body: { ...paidDetails, plan: 'annual', body },
    }));
    mockApi(routes(paidDetails, { 'POST /api/subscription/change': change }));
    renderApp('/subscription');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Switch to Annual' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Switch to Premium Annual?' });
    expect(dialog).toHaveTextContent('Visa •••• 4242 is charged $24.99 now');
    await user.click(within(dialog).getByRole('button', { name: 'Switch Plan' }));
    await waitFor(() => expect(change).toHaveBeenCalledWith({ plan: 'annual' }));
  });

  it('lets the admin end the trial and sends a paid plan choice to checkout', async () => {
    const toFree = jest.fn(() => ({
      status: 200,
      body: { ...trialDetails, plan: 'free', isPremium: false, trialEnd: null },
    }));
    mockApi(routes(trialDetails, { 'POST /api/subscription/switch-to-free': toFree }));
    renderApp('/subscription');
    const user = userEvent.setup();
    expect(await screen.findByText('Free trial')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to Free now' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Switch to Free' }));
    await waitFor(() => expect(toFree).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: 'Choose Monthly' }));
    expect(window.localStorage.getItem('selectedPlan')).toBe('monthly');
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('shows a child the plan read-only, without billing history', async () => {
    const child = sessionFor('monthly', member({ role: 'child' }));
    const fetchMock = mockApi({
      ...routes({ ...paidDetails, canManageBilling: false }),
      'GET /api/auth/me': { status: 200, body: child },
    });
    renderApp('/subscription');
    expect(await screen.findByText('Only the family admin can change billing.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch to Annual' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/subscription/billing-history')).toBe(false);
  });
});

describe('Settings › Subscription', () => {
  it('shows the current plan, plan cards, billing history and a link to /subscription', async () => {
    mockApi(routes(paidDetails));
    renderApp('/settings?tab=subscription');
    expect(await screen.findByRole('link', { name: 'Open Manage Subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(await screen.findByRole('list', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Premium Monthly' })).toHaveTextContent('Current plan');
    expect(await screen.findByRole('table', { name: 'Billing history' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it('says the annual savings in 001 §9’s words: over 58%, under $2.08 a month', async () => {
    mockApi(routes(paidDetails));
    renderApp('/settings?tab=subscription');
    const annual = await screen.findByRole('listitem', { name: 'Premium Annual' });
    expect(annual).toHaveTextContent('over 58%, under $2.08 a month');
    expect(annual).not.toHaveTextContent('over 50%');
  });
});

describe('/checkout for a paying family', () => {
  it('turns "Upgrade to Annual" into a plan change on the saved card', async () => {
    window.localStorage.setItem('selectedPlan', 'annual');
    const change = jest.fn(() => ({ status: 200, body: { ...paidDetails, plan: 'annual' } }));
    mockApi(routes(paidDetails, { 'POST /api/subscription/change': change }));
    renderApp('/checkout');
    const user = userEvent.setup();
    expect(await screen.findByText(/Visa •••• 4242 is charged \$24\.99 now/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to Premium Annual' }));
    await waitFor(() => expect(change).toHaveBeenCalledWith({ plan: 'annual' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });
});

describe('/subscription in Spanish (issue #35)', () => {
  afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

  it('shows the plan, the plans, the billing history and the plan change in Spanish', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    mockApi(routes(paidDetails));
    renderApp('/subscription');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Gestionar suscripción' })).toBeInTheDocument();
    expect(await screen.findByText('Visa •••• 4242', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/^4,99\sUS\$ al mes\. Se renueva el/)).toBeInTheDocument();
    const plans = screen.getByRole('list', { name: 'Planes' });
    expect(within(plans).getByRole('listitem', { name: 'Premium mensual' })).toHaveTextContent('Plan actual');
    expect(within(plans).getByRole('listitem', { name: 'Gratis' })).toHaveTextContent(
      'Hasta 3 miembros de la familia',
    );
    const table = await screen.findByRole('table', { name: 'Historial de facturación' });
    expect(within(table).getByText('Rechazado')).toBeInTheDocument();
    expect(within(table).getAllByText('4,99 US$').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Cambiar a anual' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Cambiar a Premium anual?' });
    expect(dialog).toHaveTextContent('Se cobrará 24,99 US$ ahora en Visa •••• 4242');
    expect(within(dialog).getByRole('button', { name: 'Cambiar de plan' })).toBeInTheDocument();
  });
});
