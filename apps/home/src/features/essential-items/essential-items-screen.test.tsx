import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, type EssentialItem } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { getToasts } from '@familyhub/ui';
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
import { EssentialItemsScreen } from '.';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const PATH = '/api/essential-items';
const LIST = `GET ${PATH}?limit=50`;
const parent = member({ id: 1, name: 'Sarah Johnson', role: 'parent' });
const child = member({ id: 2, name: 'Emma Johnson', role: 'child' });

function itemOf(id: number, name: string, changes: Partial<EssentialItem> = {}): EssentialItem {
  return {
    id,
    name,
    category: 'paper-goods',
    currentQuantity: 4,
    unit: 'rolls',
    reorderThreshold: 1,
    estimatedDurationDays: 3,
    reminderIntervalDays: 30,
    nextReminderDate: '2026-12-23',
    isAutoReorder: false,
    lastPurchased: null,
    lastRestocked: null,
    notes: null,
    reorderedAt: null,
    createdById: 1,
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:00:00.000Z',
    ...changes,
  };
}

describe('EssentialItemsScreen', () => {
  it('speaks Spanish: tabs, rows, their buttons and the restock dialog', async () => {
    fakeApi({
      ...signedInAs(parent),
      [LIST]: json(
        page([
          itemOf(1, 'Toilet paper', {
            isAutoReorder: true,
            reorderThreshold: 1.5,
            lastRestocked: '2026-11-29',
          }),
        ]),
      ),
    });
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <EssentialItemsScreen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Básicos de casa' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hay que reponer' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Básicos de casa' });
    const [paper] = within(list).getAllByRole('listitem');
    expect(paper).toHaveTextContent('Papel');
    expect(paper).toHaveTextContent('Reposición automática');
    expect(paper).toHaveTextContent('reponer con 1,5 rolls o menos');
    expect(paper).toHaveTextContent('aviso el 23 dic 2026');
    expect(paper).toHaveTextContent('repuesto el 29 nov 2026');
    expect(within(paper).getByRole('button', { name: 'He gastado uno: Toilet paper' })).toBeInTheDocument();
    await userEvent.click(within(paper).getByRole('button', { name: 'Reponer Toilet paper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reponer Toilet paper' });
    expect(within(dialog).getByText('¿Cuántos rolls han llegado?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('shows loading placeholders, then an empty state', async () => {
    fakeApi({ ...signedInAs(parent), [LIST]: never });
    renderScreen(<EssentialItemsScreen />);
    expect(screen.getByRole('status', { name: 'Loading essentials' })).toBeInTheDocument();

    fakeApi({ ...signedInAs(parent), [LIST]: json(page([])) });
    renderScreen(<EssentialItemsScreen />);
    expect(await screen.findByText('No essentials yet')).toBeInTheDocument();
  });

  it('says so when the list cannot load', async () => {
    fakeApi({ ...signedInAs(parent), [LIST]: json({ error: 'internal_error', message: 'Down' }, 500) });
    renderScreen(<EssentialItemsScreen />);
    expect(await screen.findByText('Could not load the essentials')).toBeInTheDocument();
  });

  it('shows stock, the threshold and how long it lasts; Used one says when it went on the shopping list', async () => {
    const { calls } = fakeApi({
      ...signedInAs(child),
      [LIST]: json(page([itemOf(3, 'Toilet paper', { currentQuantity: 2, isAutoReorder: true })])),
      [`POST ${PATH}/3/use`]: json(
        itemOf(3, 'Toilet paper', {
          currentQuantity: 1,
          isAutoReorder: true,
          reorderedAt: '2026-11-23T10:00:00Z',
        }),
      ),
    });
    renderScreen(<EssentialItemsScreen />);
    const row = (await screen.findByText(/Toilet paper/)).closest('li') as HTMLElement;
    expect(row).toHaveTextContent('2 rolls');
    expect(row).toHaveTextContent('reorder at 1 rolls or fewer · about 6 days left');
    expect(row).toHaveTextContent('Auto-reorder');
    // A child may use and restock but not edit or delete.
    expect(within(row).queryByRole('button', { name: 'Delete Toilet paper' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Used one Toilet paper' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === `${PATH}/3/use`)).toBe(true),
    );
    await waitFor(() =>
      expect(getToasts().map((t) => t.description)).toContain('1 rolls left — added to the shopping list.'),
    );
  });

  it('restocks with a quantity checked by the contract', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent),
      [LIST]: json(page([itemOf(4, 'Soap', { currentQuantity: 0, unit: 'bottles' })])),
      [`POST ${PATH}/4/restock`]: json(itemOf(4, 'Soap', { currentQuantity: 6, unit: 'bottles' })),
    });
    renderScreen(<EssentialItemsScreen />);
    expect(await screen.findByRole('button', { name: 'Used one Soap' })).toBeDisabled();
    expect(screen.getByText('Needs reorder', { selector: 'span' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restock Soap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restock Soap' });
    const quantity = within(dialog).getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restock' }));
    expect(await within(dialog).findByText('Quantity must be more than 0')).toBeInTheDocument();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ quantity: 6 });
  });

  it('adds an essential with the spec’s defaults and the contract’s words', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent),
      [LIST]: json(page([])),
      [`POST ${PATH}`]: ({ body }) => ({ status: 201, body: { ...itemOf(9, 'New'), ...(body as object) } }),
    });
    renderScreen(<EssentialItemsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add essential' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add essential' });
    expect(within(dialog).getByLabelText('Reorder threshold')).toHaveValue('1');
    expect(within(dialog).getByLabelText('Reminder interval (days)')).toHaveValue('30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Dish soap');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Auto-reorder' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Dish soap',
      reorderThreshold: 1,
      reminderIntervalDays: 30,
      isAutoReorder: true,
      nextReminderDate: null,
    });
  });

  it('deletes only after the person confirms', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent),
      [LIST]: json(page([itemOf(5, 'Old')])),
      [`DELETE ${PATH}/5`]: () => ({ status: 204 }),
    });
    renderScreen(<EssentialItemsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Old' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
