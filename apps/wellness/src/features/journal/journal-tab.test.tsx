import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, type JournalEntry } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { cleanUpAfterEach, fakeApi, json, renderScreen, type FakeRequest } from '@familyhub/ui/testing';
import { alex, mia, signedInAs } from '../../testing/wellness-fixtures';
import { WellnessScreen } from '../wellness-center';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const now = () => new Date(2026, 10, 23, 18, 0);
const entry = (overrides: Partial<JournalEntry>): JournalEntry => ({
  id: 1,
  userId: mia.id,
  title: 'Band practice',
  content: 'We played the new song.',
  tags: ['music'],
  date: '2026-11-20',
  isPrivate: true,
  sharedWith: [],
  createdAt: '',
  updatedAt: '',
  ...overrides,
});
const page = (items: JournalEntry[]) => json({ items, nextCursor: null });

function routes(mine: JournalEntry[], extra: Record<string, unknown> = {}) {
  return fakeApi({
    ...signedInAs(mia),
    'GET /api/affirmations/daily?date=2026-11-23': json({
      id: 1,
      content: 'Breathe.',
      category: null,
      author: null,
    }),
    'GET /api/medications/today?date=2026-11-23&limit=200': page([]),
    'GET /api/journal-entries?limit=20': page(mine),
    'GET /api/journal-entries?shared=true&limit=20': page([]),
    'GET /api/journal-entries?tag=music&limit=20': page(mine.filter((e) => e.tags.includes('music'))),
    'GET /api/journal-entries?from=2026-11-20&to=2026-11-20&limit=20': page(
      mine.filter((e) => e.date === '2026-11-20'),
    ),
    'GET /api/journal-entries/days?from=2026-11-01&to=2026-11-30': json({
      days: [...new Set(mine.map((e) => e.date))],
    }),
    'GET /api/journal-entries/tags': json({ tags: [...new Set(mine.flatMap((e) => e.tags))] }),
    'POST /api/journal-entries': (request: FakeRequest) => ({
      status: 201,
      body: entry({ id: 9, ...(request.body as object) }),
    }),
    'PUT /api/journal-entries/1/shares': (request: FakeRequest) => ({
      status: 200,
      body: entry({ sharedWith: (request.body as { memberIds: number[] }).memberIds, isPrivate: false }),
    }),
    'DELETE /api/journal-entries/1': { status: 204 },
    ...extra,
  });
}

async function openJournal() {
  const { queryClient } = renderScreen(<WellnessScreen now={now} />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Journal' }));
  return queryClient;
}

describe('/wellness Journal', () => {
  it('shows an empty state, then writes a private entry with tags and a date', async () => {
    const api = routes([]);
    await openJournal();
    expect(await screen.findByText('No entries yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Write entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New entry' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-11-23');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'A good day');
    await userEvent.type(within(dialog).getByLabelText('Entry'), 'Finished the project.');
    await userEvent.type(within(dialog).getByLabelText('Tags'), 'School, proud ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'A good day',
      content: 'Finished the project.',
      tags: ['school', 'proud'],
      date: '2026-11-23',
    });
  });

  it('lists entries, marks the days written on the calendar, filters by tag and by day', async () => {
    const api = routes([
      entry({}),
      entry({ id: 2, title: 'Quiet evening', tags: ['home'], date: '2026-11-18' }),
    ]);
    await openJournal();
    const list = await screen.findByRole('list', { name: 'Journal entries' });
    expect(within(list).getByText('Band practice')).toBeInTheDocument();
    expect(within(list).getByText('Quiet evening')).toBeInTheDocument();
    const calendar = screen.getByRole('region', { name: 'Days written' });
    expect(await within(calendar).findByRole('button', { name: '20, written' })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: '21' })).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('Tag'), 'music');
    await waitFor(() => expect(screen.queryByText('Quiet evening')).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.path === '/api/journal-entries?tag=music&limit=20')).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Tag'), '');

    await userEvent.click(within(calendar).getByRole('button', { name: '20, written' }));
    expect(await screen.findByText(/Showing/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Quiet evening')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Show all days' }));
    expect(await screen.findByText('Quiet evening')).toBeInTheDocument();
  });

  it('shares an entry with a chosen member, and deletes one after confirming', async () => {
    const api = routes([entry({})]);
    await openJournal();
    await userEvent.click(await screen.findByRole('button', { name: 'Share Band practice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share entry' });
    expect(within(dialog).getByText('Private: only you can read it.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Alex' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ memberIds: [alex.id] });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Band practice' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('keeps the share dialog open with the server’s sentence, and a 400’s words under the members', async () => {
    let answer: { status: number; body: unknown } = {
      status: 403,
      body: { error: 'forbidden', message: 'Only the writer can share this entry' },
    };
    const api = routes([entry({ sharedWith: [alex.id] })], {
      'PUT /api/journal-entries/1/shares': () => answer,
    });
    await openJournal();
    await userEvent.click(await screen.findByRole('button', { name: 'Share Band practice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share entry' });
    expect(within(dialog).getByRole('checkbox', { name: 'Alex' })).toBeChecked();
    expect(within(dialog).getByText('They can read it, never change it.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Only the writer can share this entry$/,
    );
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ memberIds: [alex.id] });

    answer = {
      status: 400,
      body: {
        error: 'validation_failed',
        message: 'Alex is no longer in the family',
        details: [{ code: 'custom', path: ['memberIds', 0], message: 'Alex is no longer in the family' }],
      },
    };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const words = await within(dialog).findByText('Alex is no longer in the family');
    expect(within(dialog).getByRole('group', { name: 'Members who may read' })).toHaveAccessibleDescription(
      'Alex is no longer in the family',
    );
    expect(within(dialog).getAllByRole('alert')).toEqual([words]);

    answer = { status: 200, body: entry({ sharedWith: [], isPrivate: true }) };
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Alex' }));
    expect(within(dialog).getByText('Private: only you can read it.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ memberIds: [] });
  });

  it('says so when the journal cannot be loaded', async () => {
    routes([], {
      'GET /api/journal-entries?limit=20': { status: 500, body: { error: 'x', message: 'Down' } },
    });
    await openJournal();
    expect(await screen.findByText('Could not load your journal')).toBeInTheDocument();
  });

  it('speaks Spanish: the list, the calendar, and the write and delete dialogs', async () => {
    routes([entry({})]);
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <WellnessScreen now={now} />
      </Suspense>,
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Diario' }));
    const list = await screen.findByRole('list', { name: 'Entradas del diario' });
    expect(within(list).getByText('Band practice')).toBeInTheDocument();
    expect(within(list).getByText('Privada')).toBeInTheDocument();
    expect(within(list).getByText('20 nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mi diario' })).toBeInTheDocument();
    expect(screen.getByLabelText('Etiqueta')).toBeInTheDocument();
    const calendar = screen.getByRole('region', { name: 'Días con entrada' });
    expect(within(calendar).getByText('noviembre de 2026')).toBeInTheDocument();
    expect(await within(calendar).findByRole('button', { name: '20, con entrada' })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: 'Mes anterior' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Escribir entrada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva entrada' });
    expect(within(dialog).getByLabelText('Título')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Etiquetas')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Band practice' }));
    expect(await screen.findByRole('alertdialog', { name: '¿Eliminar «Band practice»?' })).toHaveTextContent(
      'No se puede deshacer.',
    );
  });
});
