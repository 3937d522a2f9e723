import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, lowDaysInARow, type Checkin } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { cleanUpAfterEach, fakeApi, json, renderScreen, type FakeRequest } from '@familyhub/ui/testing';
import { alex, mia, sam, signedInAs } from '../../testing/wellness-fixtures';
import { WellnessScreen } from '../wellness-center';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const now = () => new Date(2026, 10, 23, 18, 0);
const RANGE = 'from=2026-10-25&to=2026-11-23';
const checkin = (overrides: Partial<Checkin>): Checkin => ({
  id: 1,
  userId: mia.id,
  overallFeeling: 6,
  sleepQuality: 7,
  anxiety: 3,
  depression: 2,
  focus: 6,
  responses: [],
  date: '2026-11-22',
  createdAt: '',
  updatedAt: 'u1',
  ...overrides,
});

function routes(items: Checkin[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...signedInAs(mia),
    'GET /api/affirmations/daily?date=2026-11-23': json({
      id: 1,
      content: 'Breathe.',
      category: null,
      author: null,
    }),
    'GET /api/medications/today?date=2026-11-23&limit=200': json({ items: [], nextCursor: null }),
    [`GET /api/mental-health-checkins?${RANGE}`]: json({ items }),
    'GET /api/mental-health-checkins/shares': json({ viewerIds: [], sharedWithMe: [] }),
    'GET /api/settings/support-contact': json({ supportContact: { name: 'Aunt Jo', phone: '+1 555 0100' } }),
    'POST /api/mental-health-checkins': (request: FakeRequest) => ({
      status: 200,
      body: checkin({ id: 5, date: '2026-11-23', ...(request.body as object) }),
    }),
    'PUT /api/mental-health-checkins/shares': (request: FakeRequest) => ({
      status: 200,
      body: { ...(request.body as object), sharedWithMe: [] },
    }),
    ...extra,
  });
}

async function openCheckins() {
  renderScreen(<WellnessScreen now={now} />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Check-ins' }));
}

describe('/wellness Check-ins', () => {
  it('says the scale, saves today’s check-in with the free answers, and shows an empty chart state first', async () => {
    const api = routes([]);
    await openCheckins();
    const form = await screen.findByRole('region', { name: "Today's check-in" });
    expect(within(form).getByText("Same 1–10 scale as mood's energy and stress.")).toBeInTheDocument();
    expect(screen.getByText('No check-ins yet')).toBeInTheDocument();
    const overall = within(form).getByLabelText('Overall feeling');
    await userEvent.clear(overall);
    await userEvent.type(overall, '11');
    await userEvent.click(within(form).getByRole('button', { name: 'Save check-in' }));
    expect(await within(form).findByText('Overall feeling must be between 1 and 10')).toBeInTheDocument();
    await userEvent.clear(overall);
    await userEvent.type(overall, '8');
    await userEvent.type(within(form).getByLabelText('What went well today? (optional)'), 'Good talk');
    await userEvent.click(within(form).getByRole('button', { name: 'Save check-in' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      overallFeeling: 8,
      sleepQuality: 5,
      anxiety: 5,
      depression: 5,
      focus: 5,
      responses: [{ prompt: 'What went well today?', answer: 'Good talk' }],
      date: '2026-11-23',
    });
  });

  it('draws the 30-day chart, offers to update today’s check-in, and shares with a chosen member', async () => {
    const api = routes([checkin({}), checkin({ id: 2, date: '2026-11-23', overallFeeling: 7 })]);
    await openCheckins();
    expect(await screen.findByRole('figure', { name: 'Check-ins, last 30 days' })).toBeInTheDocument();
    const form = screen.getByRole('region', { name: "Today's check-in" });
    expect(within(form).getByLabelText('Overall feeling')).toHaveValue(7);
    expect(within(form).getByRole('button', { name: 'Update check-in' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'A gentle word' })).not.toBeInTheDocument();

    const sharing = screen.getByRole('region', { name: 'Who sees my check-ins' });
    expect(within(sharing).getByText('Only you. Your check-ins are private.')).toBeInTheDocument();
    await userEvent.click(within(sharing).getByRole('button', { name: 'Choose who sees them' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share my check-ins' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ viewerIds: [sam.id] });
  });

  it('offers gentle words and the family’s support contact after three low days in a row', async () => {
    routes([
      checkin({ id: 1, date: '2026-11-20', overallFeeling: 2 }),
      checkin({ id: 2, date: '2026-11-21', overallFeeling: 3 }),
      checkin({ id: 3, date: '2026-11-22', overallFeeling: 1 }),
    ]);
    await openCheckins();
    const words = await screen.findByRole('region', { name: 'A gentle word' });
    expect(await within(words).findByText('Aunt Jo')).toBeInTheDocument();
    expect(within(words).getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
  });

  const lowDays = [
    checkin({ id: 1, date: '2026-11-20', overallFeeling: 2 }),
    checkin({ id: 2, date: '2026-11-21', overallFeeling: 3 }),
    checkin({ id: 3, date: '2026-11-22', overallFeeling: 1 }),
  ];

  it('says so when the family has not chosen a support contact', async () => {
    routes(lowDays, { 'GET /api/settings/support-contact': json({ supportContact: null }) });
    await openCheckins();
    const words = await screen.findByRole('region', { name: 'A gentle word' });
    expect(
      await within(words).findByText(/Your family has not chosen a support contact yet/),
    ).toBeInTheDocument();
  });

  it('keeps the gentle words when the support contact fails to load, says it failed, and retries', async () => {
    let down = true;
    routes(lowDays, {
      'GET /api/settings/support-contact': () =>
        down
          ? { status: 500, body: { error: 'x', message: 'Down' } }
          : { status: 200, body: { supportContact: { name: 'Aunt Jo', phone: '+1 555 0100' } } },
    });
    await openCheckins();
    const words = await screen.findByRole('region', { name: 'A gentle word' });
    expect(await within(words).findByRole('alert')).toHaveTextContent(
      "Could not load your family's support contact",
    );
    expect(within(words).queryByText(/has not chosen a support contact/)).not.toBeInTheDocument();
    expect(within(words).getByText(/you do not have to carry it alone/)).toBeInTheDocument();
    down = false;
    await userEvent.click(within(words).getByRole('button', { name: 'Retry' }));
    expect(await within(words).findByText('Aunt Jo')).toBeInTheDocument();
  });

  it('reads the check-ins a member shares, without a form', async () => {
    routes([], {
      'GET /api/mental-health-checkins/shares': json({ viewerIds: [], sharedWithMe: [alex.id] }),
      [`GET /api/mental-health-checkins?${RANGE}&userId=${alex.id}`]: json({
        items: [checkin({ userId: alex.id })],
      }),
    });
    await openCheckins();
    await userEvent.selectOptions(await screen.findByLabelText('Check-ins of'), String(alex.id));
    expect(await screen.findByRole('figure', { name: 'Check-ins, last 30 days' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Today's check-in" })).not.toBeInTheDocument();
  });

  it('says so when the check-ins cannot be loaded', async () => {
    routes([], {
      [`GET /api/mental-health-checkins?${RANGE}`]: { status: 500, body: { error: 'x', message: 'Down' } },
    });
    await openCheckins();
    expect(await screen.findByText('Could not load check-ins')).toBeInTheDocument();
  });
});

describe('/wellness Check-ins in Spanish', () => {
  async function openInSpanish() {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <WellnessScreen now={now} />
      </Suspense>,
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Cómo estás' }));
  }

  it('shows the form, the empty state and the sharing in Spanish', async () => {
    routes([]);
    await openInSpanish();
    const form = await screen.findByRole('region', { name: 'Cómo estás hoy' });
    expect(within(form).getByLabelText('Sensación general')).toHaveValue(5);
    expect(within(form).getByLabelText('¿Qué ha ido bien hoy? (opcional)')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Guardar registro' })).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay registros')).toBeInTheDocument();
    const sharing = screen.getByRole('region', { name: 'Quién ve mis registros' });
    expect(within(sharing).getByText('Solo tú. Tus registros son privados.')).toBeInTheDocument();
    await userEvent.click(within(sharing).getByRole('button', { name: 'Elegir quién los ve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compartir mis registros' });
    expect(within(dialog).getByText('Quién puede leerlo')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('says its gentle words in Spanish after three low days', async () => {
    routes([
      checkin({ id: 1, date: '2026-11-20', overallFeeling: 2 }),
      checkin({ id: 2, date: '2026-11-21', overallFeeling: 3 }),
      checkin({ id: 3, date: '2026-11-22', overallFeeling: 1 }),
    ]);
    await openInSpanish();
    const words = await screen.findByRole('region', { name: 'Unas palabras amables' });
    expect(
      within(words).getByRole('heading', { name: 'Parece que los últimos días han sido difíciles' }),
    ).toBeInTheDocument();
    expect(within(words).getByText(/no tienes por qué llevarlo a solas/)).toBeInTheDocument();
    expect(await within(words).findByText('Aunt Jo')).toBeInTheDocument();
    expect(within(words).getByText(/La persona de apoyo de tu familia:/)).toBeInTheDocument();
    expect(within(words).getByText(/llama al número de emergencias de tu zona/)).toBeInTheDocument();
  });
});

describe('the low-days rule', () => {
  const at = (date: string, overallFeeling: number) => ({ date, overallFeeling });
  it('needs three consecutive low days ending today or yesterday', () => {
    const today = '2026-11-23';
    expect(lowDaysInARow([at('2026-11-21', 3), at('2026-11-22', 2), at('2026-11-23', 1)], today)).toBe(true);
    expect(lowDaysInARow([at('2026-11-20', 3), at('2026-11-21', 2), at('2026-11-22', 1)], today)).toBe(true);
    expect(lowDaysInARow([at('2026-11-19', 3), at('2026-11-20', 2), at('2026-11-21', 1)], today)).toBe(false);
    expect(lowDaysInARow([at('2026-11-21', 3), at('2026-11-22', 4), at('2026-11-23', 1)], today)).toBe(false);
    expect(lowDaysInARow([at('2026-11-20', 3), at('2026-11-22', 2), at('2026-11-23', 1)], today)).toBe(false);
  });
});
