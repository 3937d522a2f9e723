import { Suspense } from 'react';
import { act, screen, within } from '@testing-library/react';
import { defaultLanguageSettings, domainOf, type MedicationDay } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import widgets from './widgets';
import { cleanUpAfterEach, fakeApi, json, renderScreen } from '@familyhub/ui/testing';
import { alex, mia, signedInAs } from './testing/wellness-fixtures';
import { isoDateOf } from './features/shared/dates';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const today = isoDateOf(new Date());
const day: MedicationDay = {
  medication: {
    id: 7,
    userId: mia.id,
    name: 'Amoxicillin',
    dosage: null,
    frequency: 'daily',
    timeOfDay: ['morning'],
    daysOfWeek: [],
    startDate: '2026-01-01',
    endDate: null,
    instructions: null,
    isActive: true,
    minIntervalHours: null,
    timeZone: 'UTC',
    createdById: 1,
    createdAt: '',
  },
  status: 'due',
  due: true,
  doses: [{ timeOfDay: 'morning', log: null }],
  nextAllowedAt: null,
};

describe('wellness remote widgets', () => {
  const catalogued = domainOf('wellness')?.widgets ?? [];

  it('draws exactly the wellness cards of the domain catalogue', () => {
    expect(Object.keys(widgets).sort()).toEqual(catalogued.map((w) => w.id).sort());
  });

  it('Wellness Center shows today’s medications still due and the water so far', async () => {
    fakeApi({
      ...signedInAs(alex),
      [`GET /api/medications/today?date=${today}&limit=200`]: json({ items: [day], nextCursor: null }),
      [`GET /api/water-intakes/totals?from=${today}&to=${today}&userId=1`]: json({
        items: [{ userId: 1, date: today, totalOz: 32 }],
      }),
      'GET /api/water-goals?limit=200': json({ items: [], nextCursor: null }),
      [`GET /api/wellness/me/today?date=${today}`]: json({ journalWritten: true, checkinDone: false }),
    });
    const Card = widgets['wellness-center'];
    renderScreen(
      <Suspense fallback={null}>
        <Card title="Wellness Center" path="/wellness" />
      </Suspense>,
    );
    const card = await screen.findByRole('region', { name: 'Wellness Center' });
    expect(await within(card).findByText('Amoxicillin · Mia')).toBeInTheDocument();
    expect(within(card).getByText('Due Today')).toBeInTheDocument();
    expect(
      await within(card).findByText(/1 still due today\. Water: 32 of 64 oz \(50%\)\./),
    ).toBeInTheDocument();
    expect(await within(card).findByText('Journal written today')).toBeInTheDocument();
    expect(within(card).getByText('No check-in yet today')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open Wellness' })).toHaveAttribute('href', '/wellness');
  });

  it('Wellness Center and Me Time speak Spanish', async () => {
    fakeApi({
      ...signedInAs(alex),
      [`GET /api/medications/today?date=${today}&limit=200`]: json({ items: [day], nextCursor: null }),
      [`GET /api/water-intakes/totals?from=${today}&to=${today}&userId=1`]: json({
        items: [{ userId: 1, date: today, totalOz: 32 }],
      }),
      'GET /api/water-goals?limit=200': json({ items: [], nextCursor: null }),
      [`GET /api/wellness/me/today?date=${today}`]: json({ journalWritten: false, checkinDone: true }),
    });
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    const Wellness = widgets['wellness-center'];
    const MeTime = widgets['me-time'];
    renderScreen(
      <Suspense fallback={null}>
        <Wellness title="Bienestar" path="/wellness" />
        <MeTime title="Tiempo para mí" path="/me-time" />
      </Suspense>,
    );
    const card = await screen.findByRole('region', { name: 'Bienestar' });
    expect(await within(card).findByText('Toca hoy')).toBeInTheDocument();
    expect(
      await within(card).findByText(/Queda 1 toma por hoy\. Agua: 32 de 64 oz \(50 %\)\./),
    ).toBeInTheDocument();
    expect(await within(card).findByText('Aún no has escrito en el diario hoy')).toBeInTheDocument();
    expect(within(card).getByText('Registro hecho')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Abrir Bienestar' })).toBeInTheDocument();
    const meTime = screen.getByRole('region', { name: 'Tiempo para mí' });
    expect(
      await within(meTime).findByRole('heading', { name: 'No se pudo cargar tu tiempo personal' }),
    ).toBeInTheDocument();
    expect(within(meTime).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(within(meTime).getByRole('link', { name: 'Abrir Tiempo para mí' })).toBeInTheDocument();
  });
});
