import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts } from '@familyhub/ui';
import { child, cleanUpAfterEach, fakeApi, json, parent, signedInAs } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { ShoppingScreen } from './components/shopping-screen';
import { shoppingItem, shoppingPage } from './shopping-test-data';

cleanUpAfterEach();

const flour = shoppingItem({ id: 7, name: 'Flour', quantity: '1.5 kg' });
const pantryItem = { id: 3, name: 'Flour', quantity: 1.5, unit: 'kg' };

function routes(choice: 'ask' | 'always' | 'never' | null, who = parent) {
  return fakeApi({
    ...signedInAs(who),
    'GET /api/shopping-items?limit=50': json(shoppingPage([flour])),
    'PATCH /api/shopping-items/7': json({ ...flour, completed: true }),
    'GET /api/pantry-items/settings':
      choice === null
        ? json({ error: 'plan_required', message: 'Home is a premium feature.' }, 403)
        : json({ addBoughtItems: choice }),
    'PUT /api/pantry-items/settings': ({ body }) => ({ status: 200, body }),
    'POST /api/pantry-items/from-shopping': json({ item: pantryItem, created: true }, 201),
  });
}

async function tickFlour() {
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Mark "Flour" as bought' }));
}

describe('a bought shopping item and the pantry', () => {
  it('asks a parent once; "always" is remembered for the family and the item goes in', async () => {
    const { calls } = routes('ask');
    renderScreen(<ShoppingScreen />);
    await tickFlour();
    const dialog = await screen.findByRole('dialog', { name: 'Add bought items to the pantry?' });
    expect(dialog).toHaveTextContent('“Flour” is bought.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, always add them' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        name: 'Flour',
        quantity: '1.5 kg',
      }),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ addBoughtItems: 'always' });
    await waitFor(() => expect(getToasts().map((t) => t.title)).toContain('Added to the pantry'));
  });

  it('"No, never" is remembered and nothing goes in', async () => {
    const { calls } = routes('ask');
    renderScreen(<ShoppingScreen />);
    await tickFlour();
    const dialog = await screen.findByRole('dialog', { name: 'Add bought items to the pantry?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, never' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ addBoughtItems: 'never' }),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds without asking when the family chose "always", even for a child', async () => {
    const { calls } = routes('always', child);
    renderScreen(<ShoppingScreen />);
    await tickFlour();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/pantry-items/from-shopping')).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does nothing when the family chose "never", or has no pantry on its plan', async () => {
    for (const choice of ['never', null] as const) {
      const { calls } = routes(choice);
      const { unmount } = renderScreen(<ShoppingScreen />);
      await tickFlour();
      await waitFor(() => expect(calls.some((c) => c.path === '/api/pantry-items/settings')).toBe(true));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
      unmount();
    }
  });

  it('never asks a child', async () => {
    const { calls } = routes('ask', child);
    renderScreen(<ShoppingScreen />);
    await tickFlour();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/pantry-items/settings')).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
