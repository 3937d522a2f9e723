import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { MemoryRouter } from '@familyhub/ui/router';
import { LocationProbe, mockApi, renderApp, signedInRoutes, signedOutRoutes } from '../testing/render-app';
import { PremiumDialog } from './premium-dialog';
import { usePremium } from './premium-context';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

beforeEach(() => window.localStorage.clear());

function renderDialog(plan: 'free' | 'monthly' | 'annual') {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <PremiumDialog plan={plan} featureName="Messages" open onOpenChange={() => undefined} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('Premium Feature dialog (spec 000 §2)', () => {
  it('offers a free family both plans with the exact texts', async () => {
    renderDialog('free');
    const dialog = await screen.findByRole('dialog', { name: 'Premium Feature' });
    expect(dialog).toHaveTextContent('Messages is available to premium subscribers.');
    for (const text of [
      '$4.99',
      '$24.99',
      'BEST VALUE',
      'Cancel anytime',
      'Priority support',
      'Save over 50%',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getAllByText('All premium features')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Choose Monthly' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Maybe Later' })).toBeInTheDocument();

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Choose Annual' }));
    expect(window.localStorage.getItem('selectedPlan')).toBe('annual');
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('shows a monthly subscriber their plan and the annual upgrade', () => {
    renderDialog('monthly');
    const dialog = screen.getByRole('dialog', { name: 'Premium Feature' });
    expect(within(dialog).getByText('Your Current Plan: Premium Monthly')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upgrade to Annual (Save 50%)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Choose Monthly' })).not.toBeInTheDocument();
  });

  it('shows an annual subscriber their plan and only Close', () => {
    renderDialog('annual');
    const dialog = screen.getByRole('dialog', { name: 'Premium Feature' });
    expect(within(dialog).getByText('Your Current Plan: Premium Annual')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close']);
  });
});

describe('premium gating in the sidebar', () => {
  it('opens the dialog instead of navigating when a free family picks a premium link', async () => {
    mockApi({
      ...signedInRoutes('free'),
      'GET /api/subscription/status': {
        status: 200,
        body: { isPremium: false, plan: 'free', trialEnd: null },
      },
    });
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const messages = await within(nav).findByRole('link', { name: /Messages/ });
    await userEvent.setup().click(messages);
    expect(screen.getByRole('dialog', { name: 'Premium Feature' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(window.localStorage.getItem('subscriptionPlan')).toBe('free');
  });

  it('marks premium links Active for a premium family and shows the real role', async () => {
    mockApi(signedInRoutes('annual'));
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: /Messages.*Active/ })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(within(nav).getByRole('link', { name: 'Tasks' })).toHaveAttribute('href', '/tasks');
    expect(within(nav).getByRole('link', { name: 'Manage Premium' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.getAllByText('Admin').length).toBeGreaterThan(0);
  });
});

describe('usePremium', () => {
  it('tells a developer who uses it outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Probe() {
      usePremium();
      return null;
    }
    expect(() => render(<Probe />)).toThrow('usePremium must be used within a PremiumProvider');
  });
});

describe('the plan of a visitor and after sign-out (issue #9 item 5)', () => {
  it('offers a signed-out visitor Upgrade on /premium-features and claims no plan for them', async () => {
    // Left behind by a premium member who used this browser before.
    window.localStorage.setItem('subscriptionPlan', 'annual');
    mockApi(signedOutRoutes);
    renderApp('/premium-features');
    expect(await screen.findByRole('heading', { name: 'Premium features' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
    expect(screen.queryByText(/Your family/)).not.toBeInTheDocument();
    expect(screen.queryByText('Your plan')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Annual' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Monthly' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('subscriptionPlan')).toBeNull());
  });

  it('still tells a signed-in premium family that it has Premium', async () => {
    mockApi(signedInRoutes('annual'));
    renderApp('/premium-features');
    expect(await screen.findByText('Your family has FamilyHub Premium.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('clears the stored subscriptionPlan when the member signs out', async () => {
    mockApi({ ...signedInRoutes('monthly'), 'POST /api/auth/sign-out': { status: 204 } });
    renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(window.localStorage.getItem('subscriptionPlan')).toBe('monthly'));
    await userEvent.setup().click(screen.getByRole('button', { name: /Sign out/ }));
    await waitFor(() => expect(window.localStorage.getItem('subscriptionPlan')).toBeNull());
  });
});

describe('the Premium Feature dialog in Spanish (issue #35)', () => {
  afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

  it('names the locked area and offers both plans in Spanish', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    mockApi(signedInRoutes('free'));
    renderApp('/dashboard');
    const sidebar = await screen.findByRole('navigation', { name: 'Principal' });
    await userEvent.setup().click(await within(sidebar).findByRole('link', { name: /^Despensa/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Función premium' });
    expect(dialog).toHaveTextContent('Despensa está disponible con la suscripción premium.');
    expect(within(dialog).getByRole('button', { name: 'Elegir anual' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Quizá más tarde' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/\$24\.99\s*al año/);
  });
});
