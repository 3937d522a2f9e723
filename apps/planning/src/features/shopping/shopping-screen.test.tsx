import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts } from '@familyhub/ui';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import {
  child,
  cleanUpAfterEach,
  fakeApi,
  held,
  json,
  never,
  parent,
  signedInAs,
} from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { ShoppingScreen } from './components/shopping-screen';
import { ShoppingListCard } from './components/shopping-list-card';
import { shoppingItem, shoppingPage } from './shopping-test-data';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

describe('Shopping List screen', () => {
  it('shows each item with quantity, category, price and status, and totals the open items', async () => {
    fakeApi({
      ...signedInAs(parent),
      'GET /api/shopping-items?limit=50': json(
        shoppingPage([
          shoppingItem({
            name: 'Milk',
            quantity: '2 litres',
            category: 'Dairy',
            estimatedPrice: 3.5,
            status: 'On offer',
          }),
          shoppingItem({ name: 'Bread', estimatedPrice: 2.25 }),
          shoppingItem({ name: 'Soap', completed: true, estimatedPrice: 10 }),
        ]),
      ),
    });
    renderScreen(<ShoppingScreen />);

    const milk = await screen.findByRole('listitem', { name: 'Milk' });
    expect(within(milk).getByText('2 litres')).toBeInTheDocument();
    expect(within(milk).getByText('Dairy')).toBeInTheDocument();
    expect(within(milk).getByText('est. $3.50')).toBeInTheDocument();
    expect(within(milk).getByText('On offer')).toBeInTheDocument();
    expect(within(milk).getByRole('checkbox', { name: 'Mark "Milk" as bought' })).not.toBeChecked();

    const soap = screen.getByRole('listitem', { name: 'Soap' });
    expect(within(soap).getByRole('checkbox')).toBeChecked();
    expect(within(soap).getByText('Soap')).toHaveClass('line-through');
    expect(within(milk).getByText('Milk')).not.toHaveClass('line-through');

    // The bought soap does not count.
    expect(screen.getByText('$5.75')).toBeInTheDocument();
    expect(screen.getByText('2 items to buy, 1 bought')).toBeInTheDocument();
  });

  it("says 'Item name is required' under the field and sends nothing without a name", async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent),
      'GET /api/shopping-items?limit=50': json(shoppingPage([])),
    });
    renderScreen(<ShoppingScreen />);

    const form = await screen.findByRole('form', { name: 'Add an item' });
    await userEvent.type(within(form).getByLabelText('Quantity'), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Item' }));

    expect(await within(form).findByText('Item name is required')).toBeInTheDocument();
    const name = within(form).getByLabelText('Item name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Item name is required');

    await userEvent.type(name, 'Tea');
    await userEvent.type(within(form).getByLabelText('Estimated price ($)'), '-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Item' }));
    expect(await within(form).findByText('Estimated price cannot be negative')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds an item with its details, then clears the form and shows the item', async () => {
    let items: ReturnType<typeof shoppingItem>[] = [];
    const { calls } = fakeApi({
      ...signedInAs(parent),
      'GET /api/shopping-items?limit=50': () => ({ status: 200, body: shoppingPage(items) }),
      'POST /api/shopping-items': () => {
        items = [shoppingItem({ name: 'Apples', quantity: '6', category: 'Produce', estimatedPrice: 2.4 })];
        return { status: 201, body: items[0] };
      },
    });
    renderScreen(<ShoppingScreen />);

    expect(await screen.findByText('The shopping list is empty')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add an item' });
    await userEvent.type(within(form).getByLabelText('Item name'), 'Apples');
    await userEvent.type(within(form).getByLabelText('Quantity'), '6');
    await userEvent.selectOptions(within(form).getByLabelText('Category'), 'Produce');
    await userEvent.type(within(form).getByLabelText('Estimated price ($)'), '2.40');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Item' }));

    expect(await screen.findByRole('listitem', { name: 'Apples' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Apples',
      quantity: '6',
      category: 'Produce',
      estimatedPrice: 2.4,
      completed: false,
    });
    await waitFor(() => expect(within(form).getByLabelText('Item name')).toHaveValue(''));
    expect(within(form).getByLabelText('Category')).toHaveValue('');
  });

  it('shows a tick at once and reverts it when the call fails', async () => {
    const patch = held();
    let listCalls = 0;
    const { calls } = fakeApi({
      ...signedInAs(parent),
      // The first answer fills the list; later refetches stay pending, so only the rollback can revert.
      'GET /api/shopping-items?limit=50': (request) =>
        ++listCalls === 1
          ? { status: 200, body: shoppingPage([shoppingItem({ id: 7, name: 'Cheese' })]) }
          : never(request),
      'PATCH /api/shopping-items/7': patch.route,
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(<ShoppingScreen />);

    const checkbox = await screen.findByRole('checkbox', { name: 'Mark "Cheese" as bought' });
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(within(screen.getByRole('listitem', { name: 'Cheese' })).getByText('Cheese')).toHaveClass(
      'line-through',
    );
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ completed: true });

    patch.answer({ status: 500, body: { error: 'internal_error', message: 'Something went wrong' } });
    await waitFor(() => expect(checkbox).not.toBeChecked());
    expect(consoleError).toHaveBeenCalledWith('Failed to update shopping item', expect.anything());
    expect(getToasts()).toHaveLength(0);
  });

  it('keeps a successful tick', async () => {
    let cheese = shoppingItem({ id: 8, name: 'Butter' });
    fakeApi({
      ...signedInAs(child),
      'GET /api/shopping-items?limit=50': () => ({ status: 200, body: shoppingPage([cheese]) }),
      'PATCH /api/shopping-items/8': (request) => {
        cheese = { ...cheese, ...(request.body as object) };
        return { status: 200, body: cheese };
      },
    });
    renderScreen(<ShoppingScreen />);

    const checkbox = await screen.findByRole('checkbox', { name: 'Mark "Butter" as bought' });
    await userEvent.click(checkbox);
    await waitFor(() => expect(screen.getByText('0 items to buy, 1 bought')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Mark "Butter" as bought' })).toBeChecked();
  });

  it('asks for confirmation before deleting', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent),
      'GET /api/shopping-items?limit=50': json(shoppingPage([shoppingItem({ id: 40, name: 'Bleach' })])),
      'DELETE /api/shopping-items/40': () => ({ status: 204 }),
    });
    renderScreen(<ShoppingScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete "Bleach"' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this item?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete "Bleach"' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/shopping-items/40')).toBe(true),
    );
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Item deleted' }));
  });

  it('edits an item in a dialog, starting from its current values', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent),
      'GET /api/shopping-items?limit=50': json(
        shoppingPage([
          shoppingItem({ id: 30, name: 'Pasta', quantity: '1 kg', category: 'Pantry', estimatedPrice: 1.8 }),
        ]),
      ),
      'PATCH /api/shopping-items/30': json(shoppingItem({ id: 30, name: 'Fresh pasta' })),
    });
    renderScreen(<ShoppingScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit "Pasta"' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Item' });
    const name = within(dialog).getByLabelText('Item name');
    expect(name).toHaveValue('Pasta');
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('1 kg');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('Pantry');
    expect(within(dialog).getByLabelText('Estimated price ($)')).toHaveValue(1.8);

    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Item name is required')).toBeInTheDocument();

    await userEvent.type(name, 'Fresh pasta');
    await userEvent.clear(within(dialog).getByLabelText('Quantity'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'Fresh pasta',
      quantity: null,
      category: 'Pantry',
      estimatedPrice: 1.8,
    });
  });

  it('clears completed items after confirmation', async () => {
    let items = [shoppingItem({ name: 'Jam' }), shoppingItem({ name: 'Rice', completed: true })];
    const { calls } = fakeApi({
      ...signedInAs(parent),
      'GET /api/shopping-items?limit=50': () => ({ status: 200, body: shoppingPage(items) }),
      'POST /api/shopping-items/clear-completed': () => {
        items = items.filter((i) => !i.completed);
        return { status: 200, body: { removed: 1 } };
      },
    });
    renderScreen(<ShoppingScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Clear completed' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Clear completed items?' });
    expect(within(confirm).getByText(/1 item already bought/)).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('clear-completed'))).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear completed' }));

    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Rice' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Jam' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear completed' })).not.toBeInTheDocument();
  });

  it('lets a child change only the items they added, and not clear completed', async () => {
    fakeApi({
      ...signedInAs(child),
      'GET /api/shopping-items?limit=50': json(
        shoppingPage([
          shoppingItem({ name: 'Crisps', addedById: child.id }),
          shoppingItem({ name: 'Wine', addedById: parent.id, completed: true }),
        ]),
      ),
    });
    renderScreen(<ShoppingScreen />);

    expect(await screen.findByRole('button', { name: 'Edit "Crisps"' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete "Crisps"' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit "Wine"' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete "Wine"' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mark "Wine" as bought' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Clear completed' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add an item' })).toBeInTheDocument();
  });

  it('shows placeholders while the list loads', () => {
    fakeApi({ ...signedInAs(parent), 'GET /api/shopping-items?limit=50': never });
    renderScreen(<ShoppingScreen />);
    expect(screen.getByRole('status', { name: 'Loading shopping list' })).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    let fail = true;
    fakeApi({
      ...signedInAs(parent),
      'GET /api/shopping-items?limit=50': () =>
        fail
          ? { status: 503, body: { error: 'service_unavailable', message: 'Planning is down' } }
          : { status: 200, body: shoppingPage([shoppingItem({ name: 'Back again' })]) },
    });
    renderScreen(<ShoppingScreen />);

    expect(await screen.findByText('Could not load the shopping list')).toBeInTheDocument();
    expect(screen.getByText('Planning is down')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Back again' })).toBeInTheDocument();
  });

  it('pages a long list with "Load more items" and counts every item, not only the loaded ones (issue #9 item 11)', async () => {
    const all = Array.from({ length: 230 }, (_, i) =>
      shoppingItem({ name: `Item ${i + 1}`, estimatedPrice: 1 }),
    );
    const totals = shoppingPage(all).totals;
    const route = (request: { path: string }) => {
      const params = new URL(request.path, 'http://x').searchParams;
      // This fake's cursor is "c<index of the next item>"; the real one is opaque.
      const start = Number(params.get('cursor')?.slice(1) ?? 0);
      const end = start + Number(params.get('limit'));
      const page = shoppingPage(all.slice(start, end), end < all.length ? `c${end}` : null);
      return { status: 200, body: { ...page, totals } };
    };
    const { calls } = fakeApi({
      ...signedInAs(parent),
      'GET /api/shopping-items?limit=50': route,
      'GET /api/shopping-items?limit=50&cursor=c50': route,
      'GET /api/shopping-items?limit=50&cursor=c100': route,
      'GET /api/shopping-items?limit=50&cursor=c150': route,
      'GET /api/shopping-items?limit=50&cursor=c200': route,
    });
    renderScreen(<ShoppingScreen />);

    const list = await screen.findByRole('list', { name: 'Shopping items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('230 items to buy, 0 bought')).toBeInTheDocument();
    expect(screen.getByText('$230.00')).toBeInTheDocument();

    for (const shown of [100, 150, 200, 230]) {
      await userEvent.click(screen.getByRole('button', { name: 'Load more items' }));
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(shown));
    }
    expect(within(list).getByRole('listitem', { name: 'Item 230' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more items' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/shopping-items')).map((c) => c.path)).toEqual([
      '/api/shopping-items?limit=50',
      '/api/shopping-items?limit=50&cursor=c50',
      '/api/shopping-items?limit=50&cursor=c100',
      '/api/shopping-items?limit=50&cursor=c150',
      '/api/shopping-items?limit=50&cursor=c200',
    ]);
  });
});

describe('Shopping List in Spanish (issue #35)', () => {
  const inSpanish = (ui: React.ReactNode) => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(<Suspense fallback={null}>{ui}</Suspense>);
  };

  it('shows the heading, the add form and the empty list in Spanish', async () => {
    fakeApi({ ...signedInAs(parent), 'GET /api/shopping-items?limit=50': json(shoppingPage([])) });
    inSpanish(<ShoppingScreen />);
    expect(await screen.findByRole('heading', { name: 'Lista de la compra' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Añadir un artículo' });
    expect(within(form).getByLabelText('Nombre del artículo')).toBeInTheDocument();
    expect(within(form).getByPlaceholderText('p. ej. 2 litros')).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'Lácteos' })).toHaveValue('Dairy');
    expect(within(form).getByRole('button', { name: 'Añadir artículo' })).toBeInTheDocument();
    expect(await screen.findByText('La lista de la compra está vacía')).toBeInTheDocument();
  });

  it('counts the items, names the checkbox and asks before clearing, in Spanish', async () => {
    fakeApi({
      ...signedInAs(parent),
      'GET /api/shopping-items?limit=50': json(
        shoppingPage([
          shoppingItem({ name: 'Milk', category: 'Dairy', estimatedPrice: 3.5 }),
          shoppingItem({ name: 'Soap', completed: true }),
        ]),
      ),
    });
    inSpanish(<ShoppingScreen />);
    const milk = await screen.findByRole('listitem', { name: 'Milk' });
    expect(within(milk).getByRole('checkbox', { name: 'Marcar "Milk" como comprado' })).toBeInTheDocument();
    expect(within(milk).getByText('Lácteos')).toBeInTheDocument();
    expect(within(milk).getByText('aprox. 3,50 US$')).toBeInTheDocument();
    expect(screen.getByText('1 artículo por comprar, 1 comprado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar lo comprado' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Quitar lo comprado?' });
    expect(
      within(confirm).getByText('1 artículo ya comprado se quitará de la lista para toda la familia.'),
    ).toBeInTheDocument();
  });

  it('shows the dashboard’s Shopping List card in Spanish', async () => {
    fakeApi({ ...signedInAs(parent), 'GET /api/shopping-items?limit=5': json(shoppingPage([])) });
    inSpanish(<ShoppingListCard />);
    expect(await screen.findByRole('heading', { name: 'Lista de la compra' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la lista completa' })).toBeInTheDocument();
    expect(await screen.findByText('No hay nada que comprar')).toBeInTheDocument();
  });
});
