import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { MemoryRouter } from '@familyhub/ui/router';
import { createQueryClient } from '@familyhub/api-client';
import { mockApi, signedInRoutes } from '../testing/render-app';
import { PremiumProvider } from './premium-context';

/** Stands in for a remote's screen: its own mutation, on the shared query client. */
function SavePantryItem({ error }: { error: unknown }) {
  const save = useMutation({ mutationFn: () => Promise.reject(error) });
  return <button onClick={() => save.mutate()}>Save item</button>;
}

function renderWith(error: unknown) {
  mockApi(signedInRoutes('free'));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/pantry']}>
        <PremiumProvider>
          <SavePantryItem error={error} />
        </PremiumProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('an action refused with plan_required', () => {
  it('opens the Premium Feature dialog naming the page', async () => {
    renderWith(Object.assign(new Error('403: plan_required'), { code: 'plan_required' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByRole('dialog', { name: 'Premium Feature' })).toHaveTextContent(
      'Pantry is available to premium subscribers.',
    );
  });

  it('leaves other failures to the screen', async () => {
    renderWith(Object.assign(new Error('403: forbidden'), { code: 'forbidden' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save item' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Premium Feature' })).not.toBeInTheDocument();
  });
});
