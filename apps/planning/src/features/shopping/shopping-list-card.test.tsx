import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, never, parent, signedInAs } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { ShoppingListCard } from './components/shopping-list-card';
import { shoppingItem, shoppingPage } from './shopping-test-data';

const signedIn = signedInAs(parent);

describe('Dashboard Shopping List card', () => {
  it('shows 5 placeholders while the items load', () => {
    fakeApi({ ...signedIn, 'GET /api/shopping-items?limit=5': never });
    renderScreen(<ShoppingListCard />);
    const loading = screen.getByRole('list', { name: 'Loading shopping items' });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(5);
  });

  it('shows the first 5 items with their checkboxes and links to /shopping', async () => {
    const names = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
    fakeApi({
      ...signedIn,
      'GET /api/shopping-items?limit=5': json(shoppingPage(names.map((name) => shoppingItem({ name })))),
    });
    renderScreen(<ShoppingListCard />);

    const list = await screen.findByRole('list', { name: 'Shopping items' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
    expect(within(list).getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'View full list' })).toHaveAttribute('href', '/shopping');
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('ticks an item from the dashboard', async () => {
    let eggs = shoppingItem({ id: 3, name: 'Eggs' });
    const { calls } = fakeApi({
      ...signedIn,
      'GET /api/shopping-items?limit=5': () => ({ status: 200, body: shoppingPage([eggs]) }),
      'PATCH /api/shopping-items/3': (request) => {
        eggs = { ...eggs, ...(request.body as object) };
        return { status: 200, body: eggs };
      },
    });
    renderScreen(<ShoppingListCard />);

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Mark "Eggs" as bought' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/shopping-items?limit=5')).toHaveLength(2),
    );
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ completed: true });
    expect(screen.getByRole('checkbox', { name: 'Mark "Eggs" as bought' })).toBeChecked();
  });

  it("says 'Nothing to buy' for an empty list", async () => {
    fakeApi({ ...signedIn, 'GET /api/shopping-items?limit=5': json(shoppingPage([])) });
    renderScreen(<ShoppingListCard />);
    expect(await screen.findByText('Nothing to buy')).toBeInTheDocument();
  });
});
