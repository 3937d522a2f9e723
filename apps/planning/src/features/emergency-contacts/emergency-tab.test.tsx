import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, type EmergencyContact } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { child, fakeApi, json, page, parent, signedInAs } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { EmergencyTab } from './components/emergency-tab';

function contact(
  overrides: Partial<EmergencyContact> & Pick<EmergencyContact, 'id' | 'name' | 'phoneNumber'>,
) {
  return {
    relationship: null,
    alternatePhone: null,
    email: null,
    address: null,
    notes: null,
    isSharedContact: true,
    createdById: parent.id,
    createdAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  } satisfies EmergencyContact;
}

const grandma = contact({
  id: 3,
  name: 'Grandma Rose',
  relationship: 'Grandmother',
  phoneNumber: '(555) 123-4567',
  alternatePhone: '555-765-4321',
});

afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

describe('Emergency tab', () => {
  it('lists saved contacts with tap-to-call links for both numbers', async () => {
    fakeApi({ ...signedInAs(parent), 'GET /api/emergency-contacts?limit=50': json(page([grandma])) });
    renderScreen(<EmergencyTab />);

    const item = await screen.findByRole('listitem', { name: 'Grandma Rose' });
    expect(within(item).getByText('Grandmother')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Call Grandma Rose at (555) 123-4567' })).toHaveAttribute(
      'href',
      'tel:5551234567',
    );
    expect(
      within(item).getByRole('link', { name: 'Call Grandma Rose at 555-765-4321 (alternate)' }),
    ).toHaveAttribute('href', 'tel:5557654321');
  });

  it('shows the next page of contacts on Load more contacts (issue #8: every list that can grow is paged)', async () => {
    const aunt = { ...grandma, id: 9, name: 'Zoe Aunt' };
    fakeApi({
      ...signedInAs(parent),
      'GET /api/emergency-contacts?limit=50': json(page([grandma], 'after-grandma')),
      'GET /api/emergency-contacts?limit=50&cursor=after-grandma': json(page([aunt])),
    });
    renderScreen(<EmergencyTab />);
    await screen.findByRole('listitem', { name: 'Grandma Rose' });
    expect(screen.queryByRole('listitem', { name: 'Zoe Aunt' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more contacts' }));
    expect(await screen.findByRole('listitem', { name: 'Zoe Aunt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more contacts' })).not.toBeInTheDocument();
  });

  it('shows the emergency services, with a prompt instead of invented local numbers', async () => {
    fakeApi({ ...signedInAs(parent), 'GET /api/emergency-contacts?limit=50': json(page([])) });
    renderScreen(<EmergencyTab />);

    const services = screen.getByRole('region', { name: 'Emergency Services' });
    expect(within(services).getByRole('link', { name: 'Call Emergency at 911' })).toHaveAttribute(
      'href',
      'tel:911',
    );
    expect(
      within(services).getByRole('link', { name: 'Call Poison Control at 1-800-222-1222' }),
    ).toHaveAttribute('href', 'tel:18002221222');
    expect(await screen.findByText('No emergency contacts saved yet')).toBeInTheDocument();

    await userEvent.click(
      await within(services).findByRole('button', { name: "Add your local number for Children's Hospital" }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Add Contact' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue("Children's Hospital");
  });

  it('calls a saved local service from the services card', async () => {
    const hospital = contact({ id: 5, name: "Children's Hospital", phoneNumber: '555-300-4000' });
    fakeApi({ ...signedInAs(child), 'GET /api/emergency-contacts?limit=50': json(page([hospital])) });
    renderScreen(<EmergencyTab />);
    const services = screen.getByRole('region', { name: 'Emergency Services' });
    expect(
      await within(services).findByRole('link', { name: "Call Children's Hospital at 555-300-4000" }),
    ).toHaveAttribute('href', 'tel:5553004000');
    expect(within(services).getByText('Ask a parent to add the local number')).toBeInTheDocument();
  });

  it('adds a contact after showing the spec’s messages', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent),
      'GET /api/emergency-contacts?limit=50': json(page([])),
      'POST /api/emergency-contacts': (request) => ({
        status: 201,
        body: contact({ id: 9, ...(request.body as { name: string; phoneNumber: string }) }),
      }),
    });
    renderScreen(<EmergencyTab />);

    await userEvent.click(await screen.findByRole('button', { name: 'Add Contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Dr. Patel');
    await userEvent.type(within(dialog).getByLabelText('Relationship'), 'Pediatrician');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '555-222-3333');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Dr. Patel',
      relationship: 'Pediatrician',
      phoneNumber: '555-222-3333',
      alternatePhone: null,
      email: null,
      address: null,
      notes: null,
    });
  });

  it('deletes a contact only after confirmation', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent),
      'GET /api/emergency-contacts?limit=50': json(page([grandma])),
      'DELETE /api/emergency-contacts/3': () => ({ status: 204 }),
    });
    renderScreen(<EmergencyTab />);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Grandma Rose' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this contact?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Grandma Rose' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this contact?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('lets a child call but not change the contacts', async () => {
    fakeApi({ ...signedInAs(child), 'GET /api/emergency-contacts?limit=50': json(page([grandma])) });
    renderScreen(<EmergencyTab />);
    await screen.findByRole('listitem', { name: 'Grandma Rose' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Add Contact' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Delete Grandma Rose' })).not.toBeInTheDocument();
  });
});

describe('Emergency tab in Spanish (issue #35)', () => {
  it('shows the contacts, the services and the empty state in Spanish', async () => {
    const hospital = contact({ id: 9, name: "Children's Hospital", phoneNumber: '555-0100' });
    fakeApi({ ...signedInAs(parent), 'GET /api/emergency-contacts?limit=50': json(page([])) });
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    const { unmount } = renderScreen(
      <Suspense fallback={null}>
        <EmergencyTab />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Contactos de emergencia' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Añadir contacto' })).toBeInTheDocument();
    expect(await screen.findByText('Todavía no hay contactos de emergencia')).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Servicios de emergencia' });
    expect(within(services).getByRole('link', { name: 'Llamar a Emergencias al 911' })).toBeInTheDocument();
    expect(
      within(services).getByRole('button', { name: 'Añade tu número local de Hospital infantil' }),
    ).toBeInTheDocument();
    unmount();

    // A service saved from an English screen still counts as that service.
    fakeApi({ ...signedInAs(parent), 'GET /api/emergency-contacts?limit=50': json(page([hospital])) });
    renderScreen(
      <Suspense fallback={null}>
        <EmergencyTab />
      </Suspense>,
    );
    const region = await screen.findByRole('region', { name: 'Servicios de emergencia' });
    expect(
      await within(region).findByRole('link', { name: 'Llamar a Hospital infantil al 555-0100' }),
    ).toBeInTheDocument();
  });
});
