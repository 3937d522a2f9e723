import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, type MoodEntry } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { cleanUpAfterEach, fakeApi, json, never, renderScreen, type FakeRoute } from '@familyhub/ui/testing';
import { alex, mia, signedInAs } from '../../testing/wellness-fixtures';
import { WellnessScreen } from '../wellness-center';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const now = () => new Date(2026, 10, 23, 18, 0);
const entry = (overrides: Partial<MoodEntry>): MoodEntry => ({
  id: 1,
  userId: mia.id,
  mood: 'great',
  energy: 8,
  stress: 2,
  notes: null,
  date: '2026-11-23',
  time: '16:00',
  createdAt: '',
  ...overrides,
});

const MOODS = 'GET /api/moods?from=2026-11-17&to=2026-11-23&limit=200';

function routes(items: MoodEntry[], moods: FakeRoute = json({ items, nextCursor: null })) {
  return fakeApi({
    ...signedInAs(alex),
    'GET /api/affirmations/daily?date=2026-11-23': json({
      id: 1,
      content: 'Breathe.',
      category: null,
      author: null,
    }),
    'GET /api/medications/today?date=2026-11-23&limit=200': json({ items: [], nextCursor: null }),
    [MOODS]: moods,
    'POST /api/moods': json(entry({ id: 9 }), 201),
  });
}

describe('/wellness Mood Tracker', () => {
  it('shows a loading placeholder while the moods load', async () => {
    routes([], never);
    renderScreen(<WellnessScreen now={now} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Mood Tracker' }));
    expect(await screen.findByRole('status', { name: 'Loading moods' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Today's mood" })).not.toBeInTheDocument();
  });

  it('says so when the moods cannot load, and Retry asks again', async () => {
    let failing = true;
    routes([], () =>
      failing
        ? { status: 500, body: { error: 'internal_error', message: 'The wellness service is down.' } }
        : { status: 200, body: { items: [entry({ userId: alex.id })], nextCursor: null } },
    );
    renderScreen(<WellnessScreen now={now} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Mood Tracker' }));
    expect(await screen.findByText('Could not load moods')).toBeInTheDocument();
    expect(screen.getByText(/The wellness service is down\./)).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const today = await screen.findByRole('region', { name: "Today's mood" });
    expect(today).toHaveTextContent('Great · energy 8/10 · stress 2/10');
    expect(screen.queryByText('Could not load moods')).not.toBeInTheDocument();
  });

  it('shows an empty state, then records a mood with energy and stress 5 and mood good by default', async () => {
    const api = routes([]);
    renderScreen(<WellnessScreen now={now} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Mood Tracker' }));
    expect(await screen.findByText('No moods recorded yet')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Today's mood" })).toHaveTextContent(
      'No mood logged today yet.',
    );
    expect(screen.getByText(/call or text/)).toHaveTextContent('988');
    await userEvent.click(screen.getByRole('button', { name: 'Log Mood' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Mood' });
    expect(within(dialog).getByLabelText('Mood')).toHaveValue('good');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please fill in all required fields.')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Person'), 'Mia');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      userId: mia.id,
      mood: 'good',
      energy: 5,
      stress: 5,
      notes: null,
      date: '2026-11-23',
      time: '18:00',
    });
  });

  it('shows Recent Moods per member over 7 days and the trend chart', async () => {
    routes([entry({}), entry({ id: 2, mood: 'bad', date: '2026-11-20', userId: alex.id })]);
    renderScreen(<WellnessScreen now={now} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Mood Tracker' }));
    const miaCard = await screen.findByRole('region', { name: 'Recent Moods of Mia' });
    expect(within(miaCard).getByText('Great · energy 8 · stress 2')).toBeInTheDocument();
    const alexCard = screen.getByRole('region', { name: 'Recent Moods of Alex' });
    expect(within(alexCard).getByText('Bad · energy 8 · stress 2')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Mood trend' })).toBeInTheDocument();
  });

  it('speaks Spanish: the moods, the chart, the resources and Log Mood', async () => {
    routes([entry({}), entry({ id: 2, mood: 'bad', date: '2026-11-20', userId: alex.id })]);
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <WellnessScreen now={now} />
      </Suspense>,
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Estado de ánimo' }));
    const miaCard = await screen.findByRole('region', { name: 'Ánimo reciente de Mia' });
    expect(within(miaCard).getByText('Genial · energía 8 · estrés 2')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ánimo de hoy' })).toHaveTextContent(
      'Ánimo de hoy · AlexHoy todavía no hay ningún ánimo registrado.',
    );
    expect(screen.getByRole('figure', { name: 'Evolución del ánimo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recursos de salud mental' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Registrar estado de ánimo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar estado de ánimo' });
    expect(within(dialog).getByLabelText('Estado de ánimo')).toHaveValue('good');
    expect(within(dialog).getByRole('option', { name: 'Bien' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Elige a una persona' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});
