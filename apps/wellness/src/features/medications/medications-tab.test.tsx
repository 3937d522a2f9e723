import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultLanguageSettings,
  type Medication,
  type MedicationDay,
  type MedicationLog,
} from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { cleanUpAfterEach, fakeApi, json, type FakeRoute, renderScreen } from '@familyhub/ui/testing';
import { alex, mia, signedInAs } from '../../testing/wellness-fixtures';
import { WellnessScreen } from '../wellness-center';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const now = () => new Date(2026, 10, 23, 9, 0);
const TODAY = 'GET /api/medications/today?date=2026-11-23&limit=200';
const AFFIRMATION = 'GET /api/affirmations/daily?date=2026-11-23';

const medication = (overrides: Partial<Medication> = {}): Medication => ({
  id: 7,
  userId: mia.id,
  name: 'Amoxicillin',
  dosage: '250 mg',
  frequency: 'twice_daily',
  timeOfDay: ['morning', 'evening'],
  daysOfWeek: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  startDate: '2026-11-20',
  endDate: '2026-11-30',
  instructions: 'With food',
  isActive: true,
  minIntervalHours: null,
  timeZone: 'UTC',
  createdById: alex.id,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});
const log = (overrides: Partial<MedicationLog> = {}): MedicationLog => ({
  id: 1,
  medicationId: 7,
  userId: mia.id,
  date: '2026-11-23',
  timeOfDay: 'morning',
  takenAt: new Date(2026, 10, 23, 8, 12).toISOString(),
  takenByUserId: 2,
  skipped: false,
  notes: null,
  ...overrides,
});
const day = (overrides: Partial<MedicationDay> = {}): MedicationDay => ({
  medication: medication(),
  status: 'due',
  due: true,
  doses: [
    { timeOfDay: 'morning', log: null },
    { timeOfDay: 'evening', log: null },
  ],
  nextAllowedAt: null,
  ...overrides,
});

function routes(items: MedicationDay[], extra: Record<string, FakeRoute> = {}, user = alex) {
  return fakeApi({
    ...signedInAs(user),
    [AFFIRMATION]: json({
      id: 3,
      content: 'Rest is not idleness.',
      category: 'rest',
      author: 'John Lubbock',
    }),
    [TODAY]: json({ items, nextCursor: null }),
    ...extra,
  });
}

describe('/wellness Medications', () => {
  it('shows the affirmation, today’s cards and the table, and logs a dose into the shared log', async () => {
    const api = routes(
      [
        day({
          doses: [
            { timeOfDay: 'morning', log: log() },
            { timeOfDay: 'evening', log: null },
          ],
        }),
        day({
          medication: medication({
            id: 8,
            name: 'Vitamin D',
            frequency: 'weekly',
            daysOfWeek: ['friday'],
            isActive: false,
          }),
          status: 'not_due',
          due: false,
          doses: [{ timeOfDay: 'morning', log: null }],
        }),
      ],
      { 'POST /api/medication-logs': json(log({ id: 2, timeOfDay: 'evening' }), 201) },
    );
    renderScreen(<WellnessScreen now={now} />);

    expect(await screen.findByText('“Rest is not idleness.”')).toBeInTheDocument();
    expect(screen.getByText('— John Lubbock')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Amoxicillin today' });
    expect(within(card).getByText('Due Today')).toBeInTheDocument();
    expect(within(card).getByText('Given by Sam at 08:12 AM')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Vitamin D today' })).not.toBeInTheDocument();

    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Person' })).toBeInTheDocument();
    const vitamin = within(table).getByText('Vitamin D').closest('tr') as HTMLElement;
    expect(within(vitamin).getByText('Inactive')).toBeInTheDocument();
    expect(within(vitamin).getByText('Not Due Today')).toBeInTheDocument();
    expect(within(vitamin).queryByRole('button', { name: /Log Medication/ })).not.toBeInTheDocument();
    // The schedule in the spec's words, capitalised: never the stored keys.
    expect(within(vitamin).getByText('Weekly: Morning, Evening on Friday')).toBeInTheDocument();
    const amoxicillin = within(table).getByText('Amoxicillin').closest('tr') as HTMLElement;
    expect(within(amoxicillin).getByText('Twice daily: Morning, Evening')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Log Medication (Evening)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Medication' });
    await userEvent.type(within(dialog).getByLabelText('Notes'), 'After dinner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      medicationId: 7,
      timeOfDay: 'evening',
      date: '2026-11-23',
      skipped: false,
      notes: 'After dinner',
    });
  });

  it('says who already gave the dose when a second caregiver logs it', async () => {
    routes([day()], {
      'POST /api/medication-logs': json(
        { error: 'conflict', message: 'Already given by Sam at 08:12', details: { log: log() } },
        409,
      ),
    });
    renderScreen(<WellnessScreen now={now} />);
    const card = await screen.findByRole('region', { name: 'Amoxicillin today' });
    await userEvent.click(within(card).getByRole('button', { name: 'Log Medication (Morning)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Medication' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log' }));
    expect(
      await within(dialog).findByText('Failed to log medication: Already given by Sam at 08:12'),
    ).toBeInTheDocument();
  });

  it('adds a medication with the spec’s validation texts', async () => {
    const api = routes([], { 'POST /api/medications': json(medication(), 201) });
    renderScreen(<WellnessScreen now={now} />);
    expect(await screen.findByText('No Medications Added')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Medication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Medication' });
    await userEvent.click(within(dialog).getByLabelText('Morning'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Select at least one time of day')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Please fill in all required fields.').length).toBeGreaterThan(0);

    await userEvent.type(within(dialog).getByLabelText('Medication name'), 'Amoxicillin');
    await userEvent.selectOptions(within(dialog).getByLabelText('For'), 'Mia');
    await userEvent.selectOptions(within(dialog).getByLabelText('Frequency'), 'weekly');
    await userEvent.click(within(dialog).getByLabelText('Morning'));
    for (const day of ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'])
      await userEvent.click(within(dialog).getByLabelText(day));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Select at least one day of week')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('monday'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Amoxicillin',
      userId: mia.id,
      frequency: 'weekly',
      timeOfDay: ['morning'],
      daysOfWeek: ['monday'],
      startDate: '2026-11-23',
    });
  });

  it('shows a child their own medications without the person column or Add', async () => {
    routes(
      [day()],
      {
        'GET /api/medications/today?date=2026-11-23&limit=200&userId=3': json({
          items: [day()],
          nextCursor: null,
        }),
      },
      mia,
    );
    renderScreen(<WellnessScreen now={now} />);
    expect(await screen.findByRole('region', { name: 'Amoxicillin today' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Person' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Medication' })).not.toBeInTheDocument();
  });

  it('shows the default affirmation when the daily one cannot load', async () => {
    routes([], { [AFFIRMATION]: json({ error: 'internal', message: 'down' }, 500) });
    renderScreen(<WellnessScreen now={now} />);
    expect(await screen.findByText(/You are doing better than you think/)).toBeInTheDocument();
  });

  it('speaks Spanish: today’s cards, the table, and the log and add dialogs', async () => {
    routes([
      day({
        doses: [
          { timeOfDay: 'morning', log: log() },
          { timeOfDay: 'evening', log: null },
        ],
      }),
      day({
        medication: medication({ id: 8, name: 'Vitamin D', frequency: 'weekly', daysOfWeek: ['friday'] }),
        status: 'not_due',
        due: false,
        doses: [{ timeOfDay: 'morning', log: null }],
      }),
    ]);
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <WellnessScreen now={now} />
      </Suspense>,
    );
    const card = await screen.findByRole('region', { name: 'Amoxicillin hoy' });
    expect(within(card).getByText('Toca hoy')).toBeInTheDocument();
    expect(within(card).getByText('Dada por Sam a las 08:12')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Medicamentos de hoy' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Pauta' })).toBeInTheDocument();
    expect(within(table).getByText('Semanal: Mañana, Al anochecer los viernes')).toBeInTheDocument();
    expect(within(table).getByText('Dos veces al día: Mañana, Al anochecer')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Registrar toma (Al anochecer)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar toma' });
    expect(within(dialog).getByRole('option', { name: 'Omitida' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Añadir medicamento' }));
    const add = await screen.findByRole('dialog', { name: 'Añadir medicamento' });
    expect(within(add).getByLabelText('Nombre del medicamento')).toBeInTheDocument();
    expect(within(add).getByRole('option', { name: 'Cuando haga falta' })).toBeInTheDocument();
    expect(within(add).getByLabelText('Antes del desayuno')).toBeInTheDocument();
    expect(within(add).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });
});
