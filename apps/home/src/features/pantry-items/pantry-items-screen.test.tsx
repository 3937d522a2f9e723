import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, defaultLanguageSettings, type PantryItem } from '@familyhub/contracts';
import { applyLanguageSettings, formatsFor } from '@familyhub/ui/i18n';
import {
  cleanUpAfterEach,
  fakeApi,
  json,
  member,
  never,
  page,
  renderScreen,
  signedInAs,
} from '@familyhub/ui/testing';
import { localIsoDate } from '../shared/local-date';
import { PantryItemsScreen } from '.';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const today = localIsoDate();
const tomorrow = addDays(today, 1);
const inEnglish = formatsFor(defaultLanguageSettings);
const inSpanish = formatsFor({ ...defaultLanguageSettings, language: 'es' });
const PATH = '/api/pantry-items';
const listOf = (filter: string, extra = '') => `GET ${PATH}?filter=${filter}&today=${today}&limit=50${extra}`;
const COUNTS = `GET ${PATH}/counts?today=${today}`;
const SETTINGS = `GET ${PATH}/settings`;
const parent = member({ id: 1, name: 'Sarah Johnson', role: 'parent' });
const child = member({ id: 2, name: 'Emma Johnson', role: 'child' });
const counts = json({ all: 3, expiring: 1, expired: 0, low: 1 });

function itemOf(id: number, name: string, changes: Partial<PantryItem> = {}): PantryItem {
  return {
    id,
    name,
    category: 'dairy',
    quantity: 1,
    unit: 'l',
    location: 'fridge',
    expiryDate: null,
    minQuantity: null,
    barcode: null,
    lastPurchased: null,
    notes: null,
    ingredientId: null,
    createdById: 1,
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:00:00.000Z',
    ...changes,
  };
}

const base = { [COUNTS]: counts, [SETTINGS]: json({ addBoughtItems: 'ask' }) };

describe('PantryItemsScreen', () => {
  it('speaks Spanish: tabs, rows with their states, the setting and the item dialog', async () => {
    fakeApi({
      ...signedInAs(parent),
      ...base,
      [listOf('all')]: json(
        page([
          itemOf(1, 'Milk', {
            quantity: 1.5,
            expiryDate: tomorrow,
            minQuantity: 2,
            lastPurchased: '2026-11-29',
            barcode: '5012345678900',
          }),
        ]),
      ),
    });
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <PantryItemsScreen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Despensa' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Caduca pronto (1)' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Productos de la despensa' });
    const [milk] = within(list).getAllByRole('listitem');
    expect(milk).toHaveTextContent('Milk · 1,5 l');
    expect(milk).toHaveTextContent('Nevera');
    expect(milk).toHaveTextContent('Lácteos y huevos');
    expect(milk).toHaveTextContent('Quedan pocos');
    expect(milk).toHaveTextContent(
      `Caduca el ${inSpanish.date(tomorrow)} (mañana) · mínimo 2 l · comprado el 29 nov 2026 · código de barras 5012345678900`,
    );
    expect(screen.getByLabelText('Productos comprados de la lista')).toHaveDisplayValue('Preguntar cada vez');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir producto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir producto a la despensa' });
    expect(within(dialog).getByLabelText('Guardado en')).toHaveDisplayValue('Despensa');
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('shows loading placeholders, then an empty state that tells a parent how to start', async () => {
    fakeApi({ ...signedInAs(parent), ...base, [listOf('all')]: never });
    renderScreen(<PantryItemsScreen />);
    expect(screen.getByRole('status', { name: 'Loading pantry items' })).toBeInTheDocument();

    fakeApi({ ...signedInAs(parent), ...base, [listOf('all')]: json(page([])) });
    renderScreen(<PantryItemsScreen />);
    expect(await screen.findByText('No pantry items yet')).toBeInTheDocument();
    expect(screen.getByText('Add the first one with “Add item”.')).toBeInTheDocument();
  });

  it('says so when the list cannot load, and offers Retry', async () => {
    fakeApi({
      ...signedInAs(parent),
      ...base,
      [listOf('all')]: json({ error: 'internal_error', message: 'Down' }, 500),
    });
    renderScreen(<PantryItemsScreen />);
    expect(await screen.findByText('Could not load the pantry')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists a page with quantities, places and states, and loads the next one on request', async () => {
    fakeApi({
      ...signedInAs(parent),
      ...base,
      [listOf('all')]: json(
        page(
          [
            itemOf(3, 'Milk', { expiryDate: tomorrow }),
            itemOf(2, 'Rice', { quantity: 200, unit: 'g', minQuantity: 250, location: 'cupboard' }),
          ],
          'next',
        ),
      ),
      [listOf('all', '&cursor=next')]: json(page([itemOf(1, 'Yoghurt')])),
    });
    renderScreen(<PantryItemsScreen />);
    const list = await screen.findByRole('list', { name: 'Pantry items' });
    const [milk, rice] = within(list).getAllByRole('listitem');
    expect(milk).toHaveTextContent('Milk · 1 l');
    expect(milk).toHaveTextContent('Expiring soon');
    expect(milk).toHaveTextContent(`Expires ${inEnglish.date(tomorrow)} (tomorrow)`);
    expect(rice).toHaveTextContent('Rice · 200 g');
    expect(rice).toHaveTextContent('Low stock');
    expect(rice).toHaveTextContent('Cupboard');
    expect(screen.getByRole('tab', { name: 'Expiring soon (1)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText(/Yoghurt/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters Expiring soon and says what that means, and searches by the start of a name', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent),
      ...base,
      [listOf('all')]: json(page([itemOf(3, 'Milk'), itemOf(4, 'Butter')])),
      [listOf('expiring')]: json(page([itemOf(3, 'Milk', { expiryDate: tomorrow })])),
      [listOf('expiring', '&q=mi')]: json(page([itemOf(3, 'Milk', { expiryDate: tomorrow })])),
    });
    renderScreen(<PantryItemsScreen />);
    await screen.findByText(/Butter/);
    await userEvent.click(screen.getByRole('tab', { name: /Expiring soon/ }));
    expect(
      await screen.findByText('Items that expire today or within the next 3 days, soonest first.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Butter/)).not.toBeInTheDocument());
    expect(screen.getByText(/Milk/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search'), 'mi');
    await waitFor(() => expect(calls.some((c) => c.path.includes('&q=mi'))).toBe(true));
  });

  it('adds an item after checking it with the contract’s words', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent),
      ...base,
      [listOf('all')]: json(page([])),
      [`POST ${PATH}`]: ({ body }) => ({ status: 201, body: { ...itemOf(7, 'New'), ...(body as object) } }),
    });
    renderScreen(<PantryItemsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add pantry item' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Eggs');
    await userEvent.clear(within(dialog).getByLabelText('Quantity'));
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Quantity must be a number from 0 to 1,000,000'),
    ).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Quantity'));
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '12');
    await userEvent.selectOptions(within(dialog).getByLabelText('Kept in'), 'Fridge');
    await userEvent.type(within(dialog).getByLabelText('Expiry date'), tomorrow);
    await userEvent.type(within(dialog).getByLabelText('Barcode'), '4006381333931');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Eggs',
      quantity: 12,
      unit: 'pieces',
      category: 'other',
      location: 'fridge',
      expiryDate: tomorrow,
      minQuantity: null,
      barcode: '4006381333931',
      lastPurchased: null,
      notes: null,
    });
  });

  it('deletes only after the person confirms', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent),
      ...base,
      [listOf('all')]: json(page([itemOf(5, 'Old')])),
      [`DELETE ${PATH}/5`]: () => ({ status: 204 }),
    });
    renderScreen(<PantryItemsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Old' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `${PATH}/5`)).toBe(true),
    );
  });

  it('remembers the family’s choice for bought shopping items', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent),
      ...base,
      [listOf('all')]: json(page([])),
      [`PUT ${PATH}/settings`]: ({ body }) => ({ status: 200, body }),
    });
    renderScreen(<PantryItemsScreen />);
    const choice = await screen.findByLabelText('Bought shopping items');
    await waitFor(() => expect(choice).toBeEnabled());
    await userEvent.selectOptions(choice, 'Always add them to the pantry');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ addBoughtItems: 'always' }),
    );
  });

  it('lets a child read the list but not change it', async () => {
    fakeApi({ ...signedInAs(child), ...base, [listOf('all')]: json(page([itemOf(5, 'Shared')])) });
    renderScreen(<PantryItemsScreen />);
    expect(await screen.findByText(/Shared/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Shared' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Bought shopping items')).not.toBeInTheDocument();
  });
});
