import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, type Pet, type PetCareItem } from '@familyhub/contracts';
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
import { PetsScreen } from '.';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const parent = member({ id: 1, name: 'Sarah Johnson', role: 'parent' });
const emma = member({ id: 2, name: 'Emma Johnson', role: 'child' });
const family = [parent, emma];
const today = new Date().toISOString().slice(0, 10);

const breakfast: PetCareItem = {
  id: 11,
  petId: 3,
  type: 'feeding',
  name: 'Breakfast',
  description: null,
  frequency: 'daily',
  time: '07:30',
  amount: '2 cups',
  lastCompleted: null,
  nextDue: today,
  assignedToId: 2,
  reminderEnabled: true,
  notes: null,
  doneToday: null,
  createdById: 1,
};
const walk: PetCareItem = {
  ...breakfast,
  id: 12,
  type: 'walk',
  name: 'Evening walk',
  time: '18:00',
  amount: null,
  assignedToId: 1,
  doneToday: { doneById: 1, doneAt: '2026-11-23T08:10:00.000Z' },
};
const buddy: Pet = {
  id: 3,
  name: 'Buddy',
  type: 'dog',
  breed: 'Golden Retriever',
  birthdate: null,
  weightKg: 31.5,
  color: 'Golden',
  imageUrl: null,
  microchipId: '985112004567890',
  vetName: 'Dr. Patel',
  vetPhone: '555-0142',
  notes: null,
  careItems: [breakfast, walk],
  createdById: 1,
  createdAt: '2026-11-01T08:00:00.000Z',
};
const page = <T,>(items: T[]) => ({ items, nextCursor: null });

function routesFor(me: typeof parent, extra: Record<string, FakeRoute> = {}) {
  return { ...signedInAs(me, family), 'GET /api/pets': json(page([buddy])), ...extra };
}

describe('PetsScreen', () => {
  it('speaks Spanish: the pet, its care, who did it and the care dialog', async () => {
    fakeApi(routesFor(parent));
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <PetsScreen />
      </Suspense>,
      '/pets',
    );
    expect(await screen.findByRole('heading', { name: 'Mascotas' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Buddy' });
    expect(card).toHaveTextContent('Perro · Golden Retriever · 31,5 kg · Golden');
    const care = within(card).getByRole('list', { name: 'Cuidados de Buddy' });
    const [first, second] = within(care).getAllByRole('listitem');
    expect(first).toHaveTextContent('Comida');
    expect(first).toHaveTextContent('Cada día · 07:30 · 2 cups · Emma Johnson');
    expect(first).toHaveTextContent('Toca hoy');
    expect(second).toHaveTextContent(/Hecho por Sarah Johnson a las/);
    expect(within(care).getByRole('button', { name: 'Hecho hoy: Breakfast' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Añadir cuidado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir cuidado para Buddy' });
    expect(within(dialog).getByLabelText('Tipo de cuidado')).toHaveDisplayValue('Comida');
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('lets a child tick Done today and see who did the rest, with no editing', async () => {
    const { calls } = fakeApi(
      routesFor(emma, {
        'POST /api/pets/3/care-items/11/done': json({
          ...breakfast,
          doneToday: { doneById: 2, doneAt: new Date().toISOString() },
        }),
      }),
    );
    renderScreen(<PetsScreen />, '/pets');
    const card = await screen.findByRole('region', { name: 'Buddy' });
    expect(card).toHaveTextContent('Golden Retriever');
    expect(card).toHaveTextContent('985112004567890');
    const care = within(card).getByRole('list', { name: "Buddy's care" });
    expect(within(care).getAllByRole('listitem')[1]).toHaveTextContent(/Done by Sarah Johnson at/);
    expect(screen.queryByRole('button', { name: 'Add Pet' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Add Care' })).not.toBeInTheDocument();
    await userEvent.click(within(care).getByRole('button', { name: 'Done today: Breakfast' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/pets/3/care-items/11/done'),
    );
  });

  it('lets a parent add a pet and a care item, checked with the contract’s words', async () => {
    const { calls } = fakeApi(
      routesFor(parent, {
        'POST /api/pets': json(buddy, 201),
        'POST /api/pets/3/care-items': json(breakfast, 201),
      }),
    );
    renderScreen(<PetsScreen />, '/pets');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Pet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Pet' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Milo');
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'cat');
    await userEvent.type(within(dialog).getByLabelText('Weight (kg)'), '4,2');
    await userEvent.type(within(dialog).getByLabelText('Microchip number'), '900-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/pets',
        body: {
          name: 'Milo',
          type: 'cat',
          breed: null,
          birthdate: null,
          weightKg: 4.2,
          color: null,
          imageUrl: null,
          microchipId: '900-1',
          vetName: null,
          vetPhone: null,
          notes: null,
        },
      }),
    );

    const card = screen.getByRole('region', { name: 'Buddy' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add Care' }));
    const careDialog = await screen.findByRole('dialog', { name: 'Add Care for Buddy' });
    await userEvent.selectOptions(within(careDialog).getByLabelText('Kind of care'), 'walk');
    await userEvent.type(within(careDialog).getByLabelText('Name'), 'Morning walk');
    await userEvent.type(within(careDialog).getByLabelText('Time'), '07:00');
    await userEvent.selectOptions(within(careDialog).getByLabelText('Assigned to'), 'Emma Johnson');
    await userEvent.click(within(careDialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/pets/3/care-items',
        body: {
          type: 'walk',
          name: 'Morning walk',
          frequency: 'daily',
          time: '07:00',
          amount: null,
          nextDue: today,
          assignedToId: 2,
          reminderEnabled: true,
          notes: null,
        },
      }),
    );
  });

  it('says so when there are no pets', async () => {
    fakeApi({ ...signedInAs(emma, family), 'GET /api/pets': json(page([])) });
    renderScreen(<PetsScreen />, '/pets');
    expect(await screen.findByText('No pets yet')).toBeInTheDocument();
  });
});
