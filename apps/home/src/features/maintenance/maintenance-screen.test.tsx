import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, type MaintenanceItem, type MaintenanceLog } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import {
  cleanUpAfterEach,
  fakeApi,
  json,
  member,
  renderScreen,
  signedInAs,
  type FakeRoute,
} from '@familyhub/ui/testing';
import { MaintenanceHistoryScreen, MaintenanceScreen } from '.';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const parent = member({ id: 1, name: 'Sarah Johnson', role: 'parent' });
const emma = member({ id: 2, name: 'Emma Johnson', role: 'child' });
const family = [parent, emma];
const today = new Date().toISOString().slice(0, 10);

const filter: MaintenanceItem = {
  id: 5,
  name: 'Replace HVAC filter',
  category: 'heating-cooling',
  description: null,
  frequency: 'quarterly',
  lastCompleted: null,
  nextDue: today,
  assignedToId: 2,
  reminderDays: 7,
  estimatedCostCents: 2500,
  notes: null,
  isRecurring: true,
  createdById: 1,
  createdAt: '2026-11-01T08:00:00.000Z',
};
const gutters: MaintenanceItem = {
  ...filter,
  id: 6,
  name: 'Clean gutters',
  category: 'exterior',
  assignedToId: 1,
};
const entry: MaintenanceLog = {
  id: 9,
  itemId: 5,
  itemName: 'Replace HVAC filter',
  category: 'heating-cooling',
  completedOn: '2026-11-20',
  completedAt: '2026-11-20T09:00:00.000Z',
  completedById: 2,
  costCents: 2199,
  notes: 'MERV 11',
};
const page = <T,>(items: T[]) => ({ items, nextCursor: null });

function routesFor(me: typeof parent, extra: Record<string, FakeRoute> = {}) {
  return {
    ...signedInAs(me, family),
    'GET /api/maintenance-items?limit=50': json(page([filter, gutters])),
    ...extra,
  };
}

describe('MaintenanceScreen', () => {
  it('lets a child see the items and mark their own one done with cost and notes, but not add or delete', async () => {
    const { calls } = fakeApi(
      routesFor(emma, {
        'POST /api/maintenance-items/5/complete': json({ item: filter, entry }),
      }),
    );
    renderScreen(<MaintenanceScreen />, '/maintenance');
    const list = await screen.findByRole('list', { name: 'Maintenance items' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/Replace HVAC filter.*Due today/);
    expect(screen.queryByRole('button', { name: 'Add Item' })).not.toBeInTheDocument();
    // Only the item assigned to Emma offers her Mark Done.
    expect(within(list).getAllByRole('button', { name: 'Mark Done' })).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: 'Mark Done' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Done: Replace HVAC filter' });
    const cost = within(dialog).getByLabelText('Cost ($)');
    await userEvent.clear(cost);
    await userEvent.type(cost, 'lots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Done' }));
    expect(await within(dialog).findByText('Cost must be an amount in cents')).toBeInTheDocument();
    await userEvent.clear(cost);
    await userEvent.type(cost, '21.99');
    await userEvent.type(within(dialog).getByLabelText('Notes'), 'MERV 11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Done' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/maintenance-items/5/complete',
        body: { completedOn: today, costCents: 2199, notes: 'MERV 11' },
      }),
    );
    expect(screen.getByRole('link', { name: 'View History' })).toHaveAttribute(
      'href',
      '/maintenance/history',
    );
  });

  it('lets a parent add an item, checked with the contract’s words', async () => {
    const { calls } = fakeApi(routesFor(parent, { 'POST /api/maintenance-items': json(filter, 201) }));
    renderScreen(<MaintenanceScreen />, '/maintenance');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Maintenance Item' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Service boiler');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'heating-cooling');
    await userEvent.selectOptions(within(dialog).getByLabelText('Frequency'), 'yearly');
    await userEvent.clear(within(dialog).getByLabelText('Next due'));
    await userEvent.type(within(dialog).getByLabelText('Next due'), '2027-01-15');
    await userEvent.selectOptions(within(dialog).getByLabelText('Assigned to'), 'Sarah Johnson');
    await userEvent.type(within(dialog).getByLabelText('Estimated cost ($)'), '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/maintenance-items',
        body: {
          name: 'Service boiler',
          category: 'heating-cooling',
          frequency: 'yearly',
          nextDue: '2027-01-15',
          assignedToId: 1,
          reminderDays: 7,
          estimatedCostCents: 12000,
          isRecurring: true,
          description: null,
          notes: null,
        },
      }),
    );
  });

  it('says so when there is nothing yet', async () => {
    fakeApi({ ...signedInAs(parent, family), 'GET /api/maintenance-items?limit=50': json(page([])) });
    renderScreen(<MaintenanceScreen />, '/maintenance');
    expect(await screen.findByText('No maintenance items yet')).toBeInTheDocument();
  });
});

describe('MaintenanceHistoryScreen', () => {
  it('lists what was done with who, cost and totals, and filters by category', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent, family),
      'GET /api/maintenance-items/history?limit=25': json({
        ...page([entry]),
        totals: { count: 1, costCents: 2199 },
      }),
      'GET /api/maintenance-items/history?category=exterior&limit=25': json({
        ...page([]),
        totals: { count: 0, costCents: 0 },
      }),
    });
    renderScreen(<MaintenanceHistoryScreen />, '/maintenance/history');
    const list = await screen.findByRole('list', { name: 'Maintenance history' });
    expect(list).toHaveTextContent(/Replace HVAC filter.*by Emma Johnson.*\$21\.99.*MERV 11/);
    expect(screen.getByLabelText('History totals')).toHaveTextContent('1 entry · $21.99 spent');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'exterior');
    expect(await screen.findByText('Nothing done matches these filters.')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/maintenance-items/history?category=exterior&limit=25');
  });
});

describe('Maintenance in Spanish', () => {
  beforeEach(() => act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' })));

  it('shows the items, their due state and Mark Done in Spanish', async () => {
    fakeApi(routesFor(parent));
    renderScreen(
      <Suspense fallback={null}>
        <MaintenanceScreen />
      </Suspense>,
      '/maintenance',
    );
    expect(await screen.findByRole('heading', { name: 'Mantenimiento' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Tareas de mantenimiento' });
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Toca hoy');
    expect(first).toHaveTextContent('Calefacción y aire · Cada 3 meses');
    expect(first).toHaveTextContent('Todavía no se ha hecho');
    expect(screen.getByRole('link', { name: 'Ver historial' })).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Marcar como hecha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar como hecha: Replace HVAC filter' });
    expect(within(dialog).getByLabelText('Hecha el')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('shows the history with its totals and filters in Spanish', async () => {
    fakeApi({
      ...signedInAs(parent, family),
      'GET /api/maintenance-items/history?limit=25': json({
        ...page([entry]),
        totals: { count: 1, costCents: 2199 },
      }),
    });
    renderScreen(
      <Suspense fallback={null}>
        <MaintenanceHistoryScreen />
      </Suspense>,
      '/maintenance/history',
    );
    const list = await screen.findByRole('list', { name: 'Historial de mantenimiento' });
    expect(list).toHaveTextContent(/Replace HVAC filter.*por Emma Johnson.*Calefacción y aire/);
    expect(screen.getByLabelText('Totales del historial')).toHaveTextContent(
      '1 registro · 21,99 US$ gastados',
    );
    expect(screen.getByLabelText('Categoría')).toHaveDisplayValue('Todas las categorías');
  });
});
