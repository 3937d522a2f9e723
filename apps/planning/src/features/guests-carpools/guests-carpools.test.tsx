import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultLanguageSettings,
  type Carpool,
  type EventGuest,
  type EventOccurrence,
} from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import {
  child,
  cleanUpAfterEach,
  fakeApi,
  json,
  parent,
  parentWithoutSchedule,
  signedInAs,
} from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { addDays, dayKeyOf, viewerTimeZone } from '../calendar';
import { UPCOMING_DAYS, upcomingEventsOf } from './api/list-upcoming-events';
import { CarpoolsTab } from './components/carpools-tab';
import { GuestsTab } from './components/guests-tab';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

function occurrence(eventId: number, title: string, start: string): EventOccurrence {
  return {
    eventId,
    title,
    start,
    end: null,
    allDay: false,
    description: null,
    color: '#4F46E5',
    ownerId: 1,
    recurrence: null,
    occurrenceStart: start,
    changed: false,
  };
}

const party = occurrence(7, 'Birthday party', '2026-12-05T15:00:00.000Z');

function eventsRoute(from = dayKeyOf(new Date())) {
  const query = new URLSearchParams({ from, to: addDays(from, UPCOMING_DAYS), tz: viewerTimeZone() });
  return `GET /api/events?${query.toString()}`;
}

function guest(overrides: Partial<EventGuest> & Pick<EventGuest, 'id' | 'name'>): EventGuest {
  return {
    eventId: 7,
    email: null,
    phone: null,
    status: 'invited',
    notes: null,
    foodAssignment: null,
    isFamily: false,
    familyMemberId: null,
    ...overrides,
  };
}

async function pickParty() {
  await userEvent.selectOptions(await screen.findByLabelText(/Event for/), 'Birthday party — Sat, Dec 5');
}

describe('upcomingEventsOf', () => {
  it('keeps each event once, at its next occurrence, soonest first', () => {
    const later = occurrence(3, 'Swim class', '2026-12-10T09:00:00.000Z');
    const sooner = occurrence(3, 'Swim class', '2026-12-03T09:00:00.000Z');
    expect(upcomingEventsOf([later, party, sooner]).map((e) => [e.eventId, e.start])).toEqual([
      [3, sooner.start],
      [7, party.start],
    ]);
  });
});

describe('Guest Lists tab', () => {
  it('asks for an event, then shows each sub-tab’s empty state', async () => {
    fakeApi({
      ...signedInAs(parent, [parent, child]),
      [eventsRoute()]: json([party]),
      'GET /api/events/7/guests': json([]),
    });
    renderScreen(<GuestsTab />);
    expect(await screen.findByText('Select an Event')).toBeInTheDocument();
    await pickParty();
    expect(await screen.findByText('No guests added yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Confirmed' }));
    expect(await screen.findByText('No confirmed guests yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await screen.findByText('No pending invitations')).toBeInTheDocument();
  });

  it('confirms a guest with one click and files them under Confirmed', async () => {
    let guests = [guest({ id: 1, name: 'Ann' }), guest({ id: 2, name: 'Bo', status: 'declined' })];
    const api = fakeApi({
      ...signedInAs(parent, [parent, child]),
      [eventsRoute()]: json([party]),
      'GET /api/events/7/guests': () => ({ status: 200, body: guests }),
      'PATCH /api/event-guests/1': (req) => {
        guests = guests.map((g) => (g.id === 1 ? { ...g, ...(req.body as object) } : g));
        return { status: 200, body: guests[0] };
      },
    });
    renderScreen(<GuestsTab />);
    await pickParty();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Ann' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PATCH',
        path: '/api/event-guests/1',
        body: { status: 'confirmed' },
      }),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Confirmed' }));
    const table = await screen.findByRole('table', { name: 'Confirmed guests' });
    expect(await within(table).findByText('Ann')).toBeInTheDocument();
    expect(within(table).queryByText('Bo')).not.toBeInTheDocument();
  });

  it('says the spec’s message when a guest has no name', async () => {
    const api = fakeApi({
      ...signedInAs(parent, [parent, child]),
      [eventsRoute()]: json([party]),
      'GET /api/events/7/guests': json([]),
    });
    renderScreen(<GuestsTab />);
    await pickParty();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Guest' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('fills in a family member’s name and sends the guest with the contract’s body', async () => {
    const api = fakeApi({
      ...signedInAs(parent, [parent, child]),
      [eventsRoute()]: json([party]),
      'GET /api/events/7/guests': json([]),
      'POST /api/event-guests': (request) => ({
        status: 201,
        body: guest({ id: 9, name: 'Emma Johnson', ...(request.body as object) }),
      }),
    });
    renderScreen(<GuestsTab />);
    await pickParty();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Guest' }));
    await userEvent.selectOptions(await screen.findByLabelText('Family member (optional)'), 'Emma Johnson');
    expect(screen.getByLabelText('Name')).toHaveValue('Emma Johnson');
    await userEvent.type(screen.getByLabelText('Bringing'), 'Salad');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      eventId: 7,
      name: 'Emma Johnson',
      email: null,
      phone: null,
      status: 'invited',
      foodAssignment: 'Salad',
      notes: null,
      familyMemberId: child.id,
      isFamily: true,
    });
  });

  it('shows a child the list without the organiser’s buttons', async () => {
    fakeApi({
      ...signedInAs(child, [parent, child]),
      [eventsRoute()]: json([party]),
      'GET /api/events/7/guests': json([guest({ id: 1, name: 'Ann' })]),
    });
    renderScreen(<GuestsTab />);
    await pickParty();
    expect(await screen.findByText('Ann')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Guest' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Ann' })).not.toBeInTheDocument();
  });
});

describe('a parent without “Edit schedule” (planning answers 403 to their changes)', () => {
  const note = /ask your family admin to turn on “Edit schedule”/;

  it('sees the guest list without Add Guest or the reply buttons, and is told why', async () => {
    fakeApi({
      ...signedInAs(parentWithoutSchedule, [parent, parentWithoutSchedule, child]),
      [eventsRoute()]: json([party]),
      'GET /api/events/7/guests': json([guest({ id: 1, name: 'Ann' })]),
    });
    renderScreen(<GuestsTab />);
    await pickParty();
    expect(await screen.findByText('Ann')).toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Guest' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Ann' })).not.toBeInTheDocument();
  });

  it('sees carpools without Add Carpool, edit or delete, and can still join a ride themself', async () => {
    fakeApi({
      ...signedInAs(parentWithoutSchedule, [parent, parentWithoutSchedule, child]),
      [eventsRoute()]: json([party]),
      'GET /api/events/7/carpools': json([carpool()]),
    });
    renderScreen(<CarpoolsTab />);
    await pickParty();
    const card = await screen.findByRole('listitem', { name: 'Carpool driven by Sarah Johnson' });
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Carpool' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /edit|delete/i })).not.toBeInTheDocument();
    expect(within(card).queryByLabelText('Passenger name')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Join this ride' })).toBeInTheDocument();
  });

  it('gives a parent with “Edit schedule” the buttons and no such sentence', async () => {
    fakeApi({
      ...signedInAs(parent, [parent, child]),
      [eventsRoute()]: json([party]),
      'GET /api/events/7/carpools': json([carpool()]),
    });
    renderScreen(<CarpoolsTab />);
    await pickParty();
    await screen.findByRole('listitem', { name: 'Carpool driven by Sarah Johnson' });
    expect(screen.getByRole('button', { name: 'Add Carpool' })).toBeInTheDocument();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });
});

describe('events at any date (issue #9 item 8)', () => {
  it('reaches a past event’s guest list with Earlier and a far-future event’s carpools with the date', async () => {
    const today = dayKeyOf(new Date());
    const earlier = addDays(today, -UPCOMING_DAYS);
    const reunion = occurrence(21, 'School reunion', `${addDays(today, -100)}T18:00:00.000Z`);
    const wedding = occurrence(22, 'Cousin’s wedding', '2031-06-14T13:00:00.000Z');
    fakeApi({
      ...signedInAs(parent, [parent, child]),
      [eventsRoute()]: json([party]),
      [eventsRoute(earlier)]: json([reunion]),
      [eventsRoute('2031-06-01')]: json([wedding]),
      'GET /api/events/21/guests': json([guest({ id: 5, eventId: 21, name: 'Old classmate' })]),
      'GET /api/events/22/carpools': json([carpool({ eventId: 22, pickupLocation: 'Grandma’s house' })]),
    });
    const guests = renderScreen(<GuestsTab />);
    await screen.findByLabelText('Event for the guest list');
    await userEvent.click(screen.getByRole('button', { name: 'Earlier' }));
    await screen.findByRole('option', { name: /School reunion/ });
    await userEvent.selectOptions(await screen.findByLabelText('Event for the guest list'), '21');
    expect(await screen.findByText('Old classmate')).toBeInTheDocument();
    guests.unmount();

    renderScreen(<CarpoolsTab />);
    fireEvent.change(await screen.findByLabelText('Events from'), { target: { value: '2031-06-01' } });
    await screen.findByRole('option', { name: /Cousin’s wedding/ });
    await userEvent.selectOptions(await screen.findByLabelText('Event for carpools'), '22');
    expect(await screen.findByText('Grandma’s house')).toBeInTheDocument();
  });
});

function carpool(overrides: Partial<Carpool> = {}): Carpool {
  return {
    id: 4,
    eventId: 7,
    title: null,
    date: null,
    pickupLocation: 'School gate',
    dropoffLocation: 'Party hall',
    driverId: parent.id,
    vehicleDetails: 'Blue van',
    availableSeats: 1,
    notes: null,
    isActive: true,
    createdById: parent.id,
    passengers: [],
    seatsLeft: 1,
    ...overrides,
  };
}

describe('Carpools tab', () => {
  it('asks for an event, then says when no carpool is set up', async () => {
    fakeApi({
      ...signedInAs(parent, [parent, child]),
      [eventsRoute()]: json([party]),
      'GET /api/events/7/carpools': json([]),
    });
    renderScreen(<CarpoolsTab />);
    expect(await screen.findByText('Select an Event')).toBeInTheDocument();
    await pickParty();
    expect(await screen.findByText('No carpools set up for this event')).toBeInTheDocument();
  });

  it('shows the driver by name, the route, seats left and passengers, and the server’s refusal when full', async () => {
    const full = carpool({
      passengers: [
        {
          id: 9,
          carpoolId: 4,
          passengerId: child.id,
          passengerName: null,
          passengerContact: null,
          status: 'confirmed',
          pickupTime: null,
          notes: null,
        },
      ],
      seatsLeft: 0,
    });
    fakeApi({
      ...signedInAs(parent, [parent, child]),
      [eventsRoute()]: json([party]),
      'GET /api/events/7/carpools': json([full]),
      'POST /api/carpool-passengers': json({ error: 'conflict', message: 'This carpool is full' }, 409),
    });
    renderScreen(<CarpoolsTab />);
    await pickParty();
    const card = await screen.findByRole('listitem', { name: 'Carpool driven by Sarah Johnson' });
    expect(within(card).getByText('School gate')).toBeInTheDocument();
    expect(within(card).getByText('Party hall')).toBeInTheDocument();
    expect(within(card).getByText('Blue van')).toBeInTheDocument();
    expect(within(card).getByText(/Full/)).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: 'Passengers' })).getByText('Emma Johnson'),
    ).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('Passenger name'), 'Neighbour Sam');
    await userEvent.click(within(card).getByRole('button', { name: 'Add Passenger' }));
    expect(await within(card).findByText('This carpool is full')).toBeInTheDocument();
  });

  it('checks a new carpool with the contract’s words, then sends it', async () => {
    const api = fakeApi({
      ...signedInAs(parent, [parent, child]),
      [eventsRoute()]: json([party]),
      'GET /api/events/7/carpools': json([]),
      'POST /api/carpools': (request) => ({ status: 201, body: carpool(request.body as Partial<Carpool>) }),
    });
    renderScreen(<CarpoolsTab />);
    await pickParty();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Carpool' }));
    const seats = await screen.findByLabelText('Seats');
    await userEvent.clear(seats);
    await userEvent.type(seats, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Driver is required')).toBeInTheDocument();
    expect(screen.getByText('Pickup location is required')).toBeInTheDocument();
    expect(screen.getByText('Dropoff location is required')).toBeInTheDocument();
    expect(screen.getByText('Seats must be at least 1')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.selectOptions(screen.getByLabelText('Driver'), 'Sarah Johnson');
    await userEvent.type(screen.getByLabelText('Pickup location'), 'School gate');
    await userEvent.type(screen.getByLabelText('Dropoff location'), 'Party hall');
    await userEvent.clear(seats);
    await userEvent.type(seats, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      eventId: 7,
      driverId: parent.id,
      pickupLocation: 'School gate',
      dropoffLocation: 'Party hall',
      vehicleDetails: null,
      availableSeats: 3,
      notes: null,
      isActive: true,
    });
  });

  it('says so when the driver has left the family, and editing asks for a new driver', async () => {
    fakeApi({
      ...signedInAs(parent, [parent, child]),
      [eventsRoute()]: json([party]),
      'GET /api/events/7/carpools': json([carpool({ driverId: null })]),
    });
    renderScreen(<CarpoolsTab />);
    await pickParty();
    const card = await screen.findByRole('listitem', { name: 'Carpool without a driver' });
    expect(within(card).getByText('No driver yet')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit carpool without a driver' }));
    expect(await screen.findByLabelText('Driver')).toHaveValue('');
  });
});

describe('Guest Lists and Carpools in Spanish (issue #35)', () => {
  const inSpanish = (ui: React.ReactNode) => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(<Suspense fallback={null}>{ui}</Suspense>);
  };

  it('asks for an event and shows the guest list’s tabs and empty state in Spanish', async () => {
    fakeApi({
      ...signedInAs(parent, [parent, child]),
      [eventsRoute()]: json([party]),
      'GET /api/events/7/guests': json([]),
    });
    inSpanish(<GuestsTab />);
    expect(await screen.findByText('Elige un evento')).toBeInTheDocument();
    const picker = screen.getByLabelText('Evento de la lista de invitados');
    expect(within(picker).getByRole('option', { name: /^Birthday party — / })).toBeInTheDocument();
    await userEvent.selectOptions(picker, '7');
    expect(await screen.findByRole('heading', { name: 'Invitados a Birthday party' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Confirmados' })).toBeInTheDocument();
    expect(await screen.findByText('Todavía no hay invitados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir invitado' })).toBeInTheDocument();
  });

  it('shows a carpool’s driver, route and seats in Spanish', async () => {
    fakeApi({
      ...signedInAs(parent, [parent, child]),
      [eventsRoute()]: json([party]),
      'GET /api/events/7/carpools': json([carpool({ availableSeats: 4, seatsLeft: 3 })]),
    });
    inSpanish(<CarpoolsTab />);
    await userEvent.selectOptions(await screen.findByLabelText('Evento de los coches compartidos'), '7');
    const ride = await screen.findByRole('listitem', { name: 'Coche compartido que conduce Sarah Johnson' });
    expect(within(ride).getByText('Recogida')).toBeInTheDocument();
    expect(within(ride).getByText('Quedan 3 plazas de 4')).toBeInTheDocument();
    expect(within(ride).getByText('Todavía no hay pasajeros')).toBeInTheDocument();
    expect(within(ride).getByRole('button', { name: 'Añadir pasajero' })).toBeInTheDocument();
  });
});
