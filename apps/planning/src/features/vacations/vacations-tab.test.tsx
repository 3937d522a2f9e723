import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultLanguageSettings,
  type ItineraryItem,
  type PackingItem,
  type Vacation,
} from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { getToasts } from '@familyhub/ui';
import { child, cleanUpAfterEach, fakeApi, json, page, parent, signedInAs } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { VacationsTab } from './components/vacations-tab';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const beach: Vacation = {
  id: 5,
  title: 'Beach week',
  destination: 'Cornwall',
  startDate: '2026-07-01',
  endDate: '2026-07-07',
  description: null,
  isActive: true,
  createdById: parent.id,
  createdAt: '2026-11-22T08:00:00.000Z',
};

function packingItem(overrides: Partial<PackingItem> & Pick<PackingItem, 'id' | 'name'>): PackingItem {
  return {
    vacationId: beach.id,
    category: 'clothing',
    quantity: 1,
    isPacked: false,
    assignedToId: null,
    ...overrides,
  };
}

const toastTitles = () => getToasts().map((t) => [t.title, t.description, t.variant]);

async function openBeach() {
  await userEvent.click(await screen.findByRole('button', { name: /Beach week/ }));
}

describe('Vacations tab', () => {
  it('says when nothing is planned and nothing is selected', async () => {
    fakeApi({ ...signedInAs(parent, [parent, child]), 'GET /api/vacations?limit=25': json(page([])) });
    renderScreen(<VacationsTab />);
    expect(await screen.findByText('No vacations planned yet')).toBeInTheDocument();
    expect(screen.getByText('No Vacation Selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plan Vacation' })).toBeInTheDocument();
  });

  it('lists trips with destination, dates and day count, and plans a new one', async () => {
    let trips: Vacation[] = [beach];
    const { calls } = fakeApi({
      ...signedInAs(parent, [parent, child]),
      'GET /api/vacations?limit=25': () => ({ status: 200, body: page(trips) }),
      'POST /api/vacations': (request) => {
        const created = { ...beach, id: 6, ...(request.body as object) } as Vacation;
        trips = [...trips, created];
        return { status: 201, body: created };
      },
      'GET /api/vacations/6/packing-items': json([]),
    });
    renderScreen(<VacationsTab />);
    const item = await screen.findByRole('listitem', { name: 'Beach week' });
    expect(item).toHaveTextContent('Cornwall');
    expect(item).toHaveTextContent('Jul 1, 2026 – Jul 7, 2026 · 7 days');

    await userEvent.click(screen.getByRole('button', { name: 'Plan Vacation' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Ski trip');
    await userEvent.type(within(dialog).getByLabelText('Start date'), '2026-02-12');
    await userEvent.type(within(dialog).getByLabelText('End date'), '2026-02-10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('End date must be on or after the start date'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('End date'));
    await userEvent.type(within(dialog).getByLabelText('End date'), '2026-02-12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Ski trip',
      startDate: '2026-02-12',
      endDate: '2026-02-12',
      destination: null,
    });
    expect(await screen.findByRole('heading', { name: 'Ski trip' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Ski trip' })).toHaveTextContent('1 day');
  });

  it('ticks packing items with the inverse and adds items with a quantity that falls back to 1', async () => {
    let items = [
      packingItem({ id: 1, name: 'Socks', quantity: 5 }),
      packingItem({ id: 2, name: 'Hat', isPacked: true }),
    ];
    const { calls } = fakeApi({
      ...signedInAs(child, [parent, child]),
      'GET /api/vacations?limit=25': json(page([beach])),
      'GET /api/vacations/5/packing-items': () => ({ status: 200, body: items }),
      'PATCH /api/vacation-packing-items/1': (request) => {
        items = items.map((i) => (i.id === 1 ? { ...i, ...(request.body as object) } : i));
        return { status: 200, body: items[0] };
      },
      'POST /api/vacation-packing-items': (request) => {
        const added = packingItem({ id: 3, ...(request.body as Pick<PackingItem, 'name'>) });
        items = [...items, added];
        return { status: 201, body: added };
      },
    });
    renderScreen(<VacationsTab />);
    await openBeach();
    expect(screen.queryByRole('button', { name: 'Plan Vacation' })).not.toBeInTheDocument();
    const hat = await screen.findByRole('listitem', { name: 'Hat' });
    expect(within(hat).getByText('Hat')).toHaveClass('line-through');
    expect(within(hat).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Packed Socks' }));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ isPacked: true });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Packed Socks' })).toBeChecked());

    const form = screen.getByRole('form', { name: 'Add packing item' });
    await userEvent.type(within(form).getByLabelText('Item'), 'Charger');
    await userEvent.selectOptions(within(form).getByLabelText('Category'), 'electronics');
    await userEvent.clear(within(form).getByLabelText('Quantity'));
    await userEvent.type(within(form).getByLabelText('Quantity'), 'lots');
    await userEvent.selectOptions(within(form).getByLabelText('Who packs it'), String(child.id));
    await userEvent.click(within(form).getByRole('button', { name: 'Add Item' }));
    await waitFor(() =>
      expect(toastTitles()).toContainEqual(['Packing item added successfully', undefined, undefined]),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      vacationId: beach.id,
      name: 'Charger',
      category: 'electronics',
      quantity: 1,
      assignedToId: child.id,
    });
    expect(await screen.findByRole('listitem', { name: 'Charger' })).toBeInTheDocument();
  });

  it('says so when a packing item cannot be added or ticked', async () => {
    fakeApi({
      ...signedInAs(parent, [parent, child]),
      'GET /api/vacations?limit=25': json(page([beach])),
      'GET /api/vacations/5/packing-items': json([packingItem({ id: 1, name: 'Socks' })]),
      'PATCH /api/vacation-packing-items/1': json(
        { error: 'internal_error', message: 'Something went wrong' },
        500,
      ),
      'POST /api/vacation-packing-items': json(
        { error: 'internal_error', message: 'Something went wrong' },
        500,
      ),
    });
    renderScreen(<VacationsTab />);
    await openBeach();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Packed Socks' }));
    await waitFor(() =>
      expect(toastTitles()).toContainEqual(['Error', 'Failed to update packing item', 'destructive']),
    );
    const form = screen.getByRole('form', { name: 'Add packing item' });
    await userEvent.type(within(form).getByLabelText('Item'), 'Towel');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Item' }));
    await waitFor(() =>
      expect(toastTitles()).toContainEqual(['Error', 'Failed to add packing item', 'destructive']),
    );
  });

  it('checks a packing item with the contract’s words before sending it', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent, [parent, child]),
      'GET /api/vacations?limit=25': json(page([beach])),
      'GET /api/vacations/5/packing-items': json([]),
    });
    renderScreen(<VacationsTab />);
    await openBeach();
    const form = await screen.findByRole('form', { name: 'Add packing item' });
    await userEvent.type(within(form).getByLabelText('Item'), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Item' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Item'));
    fireEvent.change(within(form).getByLabelText('Item'), { target: { value: 'x'.repeat(201) } });
    await userEvent.click(within(form).getByRole('button', { name: 'Add Item' }));
    expect(await within(form).findByText('Name must be at most 200 characters')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('adds an itinerary item with its cost and booking reference', async () => {
    let itinerary: ItineraryItem[] = [];
    const { calls } = fakeApi({
      ...signedInAs(parent, [parent, child]),
      'GET /api/vacations?limit=25': json(page([beach])),
      'GET /api/vacations/5/packing-items': json([]),
      'GET /api/vacations/5/itinerary': () => ({ status: 200, body: itinerary }),
      'POST /api/vacation-itinerary': (request) => {
        const body = request.body as Omit<ItineraryItem, 'id' | 'bookingUrl' | 'notes'>;
        itinerary = [{ id: 9, bookingUrl: null, notes: null, ...body }];
        return { status: 201, body: itinerary[0] };
      },
    });
    renderScreen(<VacationsTab />);
    await openBeach();
    await userEvent.click(screen.getByRole('tab', { name: 'Itinerary' }));
    expect(await screen.findByText('No itinerary items yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Itinerary Item' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Hotel check-in');
    await userEvent.type(within(dialog).getByLabelText('Date'), '2026-07-02');
    await userEvent.type(within(dialog).getByLabelText('Location'), 'Harbour Inn');
    await userEvent.type(within(dialog).getByLabelText('Cost'), '249.50');
    await userEvent.type(within(dialog).getByLabelText('Booking reference'), 'HX-123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastTitles()).toContainEqual(['Itinerary item added successfully', undefined, undefined]),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      vacationId: beach.id,
      title: 'Hotel check-in',
      date: '2026-07-02',
      location: 'Harbour Inn',
      description: null,
      cost: 249.5,
      bookingReference: 'HX-123',
    });
    const hotel = await screen.findByRole('listitem', { name: 'Hotel check-in' });
    expect(hotel).toHaveTextContent('Cost: $249.50');
    expect(hotel).toHaveTextContent('Booking reference: HX-123');
  });

  it('closes the itinerary dialog after a good add, and keeps it open with the server’s sentence', async () => {
    let refusal: { status: number; body: unknown } | null = {
      status: 403,
      body: { error: 'forbidden', message: 'Only parents and admins can plan vacations' },
    };
    fakeApi({
      ...signedInAs(parent, [parent, child]),
      'GET /api/vacations?limit=25': json(page([beach])),
      'GET /api/vacations/5/packing-items': json([]),
      'GET /api/vacations/5/itinerary': json([]),
      'POST /api/vacation-itinerary': (request) =>
        refusal ?? {
          status: 201,
          body: { id: 9, bookingUrl: null, notes: null, ...(request.body as object) },
        },
    });
    renderScreen(<VacationsTab />);
    await openBeach();
    await userEvent.click(screen.getByRole('tab', { name: 'Itinerary' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Itinerary Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Itinerary Item' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Hotel check-in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to add itinerary item: Only parents and admins can plan vacations',
    );
    expect(toastTitles()).toContainEqual([
      'Error',
      'Failed to add itinerary item: Only parents and admins can plan vacations',
      'destructive',
    ]);
    expect(screen.getByRole('dialog', { name: 'Add Itinerary Item' })).toBeInTheDocument();

    refusal = null;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastTitles()).toContainEqual(['Itinerary item added successfully', undefined, undefined]);
  });

  it('edits an itinerary item: sends only the changes, puts a 400’s words under the field', async () => {
    const hotel: ItineraryItem = {
      id: 9,
      vacationId: beach.id,
      title: 'Hotel check-in',
      date: '2026-07-02',
      location: 'Harbour Inn',
      description: null,
      cost: 249.5,
      bookingReference: 'HX-123',
      bookingUrl: null,
      notes: null,
    };
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        error: 'validation_failed',
        message: 'That booking reference is already on this trip',
        details: [{ path: ['bookingReference'], message: 'That booking reference is already on this trip' }],
      },
    };
    const { calls } = fakeApi({
      ...signedInAs(parent, [parent, child]),
      'GET /api/vacations?limit=25': json(page([beach])),
      'GET /api/vacations/5/packing-items': json([]),
      'GET /api/vacations/5/itinerary': json([hotel]),
      'PATCH /api/vacation-itinerary/9': () => answer,
    });
    renderScreen(<VacationsTab />);
    await openBeach();
    await userEvent.click(screen.getByRole('tab', { name: 'Itinerary' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Hotel check-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Itinerary Item' });
    await userEvent.clear(within(dialog).getByLabelText('Location'));
    await userEvent.type(within(dialog).getByLabelText('Location'), 'Sea View');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('That booking reference is already on this trip'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Booking reference')).toHaveAttribute('aria-invalid', 'true');
    // Under its field only, not again above the buttons.
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      title: 'Hotel check-in',
      date: '2026-07-02',
      location: 'Sea View',
      description: null,
      cost: 249.5,
      bookingReference: 'HX-123',
    });

    answer = { status: 200, body: { ...hotel, location: 'Sea View' } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Vacations in Spanish (issue #35)', () => {
  function inSpanish() {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <VacationsTab />
      </Suspense>,
    );
  }

  it('says when nothing is planned or selected, in Spanish', async () => {
    fakeApi({ ...signedInAs(parent, [parent, child]), 'GET /api/vacations?limit=25': json(page([])) });
    inSpanish();
    expect(await screen.findByText('Todavía no hay vacaciones planeadas')).toBeInTheDocument();
    expect(screen.getByText('No has elegido unas vacaciones')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Planear vacaciones' })).toBeInTheDocument();
  });

  it('shows a trip’s dates, days and packing list in Spanish', async () => {
    fakeApi({
      ...signedInAs(parent, [parent, child]),
      'GET /api/vacations?limit=25': json(page([beach])),
      'GET /api/vacations/5/packing-items': json([packingItem({ id: 1, name: 'Swimsuit', quantity: 2 })]),
    });
    inSpanish();
    const item = await screen.findByRole('listitem', { name: 'Beach week' });
    expect(item).toHaveTextContent('1 jul 2026 – 7 jul 2026 · 7 días');
    await openBeach();
    expect(await screen.findByRole('tab', { name: 'Equipaje' })).toBeInTheDocument();
    const packed = await screen.findByRole('checkbox', { name: 'Swimsuit en la maleta' });
    expect(packed).not.toBeChecked();
    const list = screen.getByRole('list', { name: 'Lista de equipaje' });
    expect(within(list).getByText('Ropa')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Añadir al equipaje' });
    expect(within(form).getByLabelText('Quién lo mete')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Añadir artículo' })).toBeInTheDocument();
  });

  it('writes an itinerary item’s day and cost the Spanish way, in the family’s currency', async () => {
    const hotel: ItineraryItem = {
      id: 9,
      vacationId: beach.id,
      title: 'Hotel check-in',
      date: '2026-07-02',
      location: null,
      description: null,
      cost: 249.5,
      bookingReference: null,
      bookingUrl: null,
      notes: null,
    };
    fakeApi({
      ...signedInAs(parent, [parent, child]),
      'GET /api/vacations?limit=25': json(page([beach])),
      'GET /api/vacations/5/packing-items': json([]),
      'GET /api/vacations/5/itinerary': json([hotel]),
    });
    inSpanish();
    await openBeach();
    await userEvent.click(await screen.findByRole('tab', { name: 'Itinerario' }));
    const list = await screen.findByRole('list', { name: 'Itinerario' });
    expect(await within(list).findByText('Coste: 249,50 US$')).toBeInTheDocument();
    expect(list).toHaveTextContent('2 jul 2026');
  });
});
