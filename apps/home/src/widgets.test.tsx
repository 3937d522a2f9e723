import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, domainOf } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { cleanUpAfterEach, fakeApi, json, member, renderScreen, signedInAs } from '@familyhub/ui/testing';
import { addDays, isoDay, mondayOf } from './features/meal-planning';
import widgets from './widgets';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const emma = member({ id: 2, name: 'Emma Johnson', role: 'child' });

describe('home remote widgets', () => {
  const catalogued = domainOf('home')?.widgets ?? [];

  it('draws exactly the home cards of the domain catalogue', () => {
    expect(Object.keys(widgets).sort()).toEqual(catalogued.map((w) => w.id).sort());
  });

  it('Meal Planning shows the rest of this week’s meals', async () => {
    const today = isoDay(new Date());
    const monday = mondayOf(today);
    fakeApi({
      [`GET /api/meal-plans?from=${monday}&to=${addDays(monday, 6)}`]: json([
        { id: 1, date: today, mealType: 'dinner', recipeId: 5, title: 'Lasagne', servings: null },
        { id: 2, date: today, mealType: 'breakfast', recipeId: null, title: 'Porridge', servings: null },
      ]),
    });
    const Card = widgets['meal-planning'];
    renderScreen(
      <Suspense fallback={null}>
        <Card title="Meal Planning" path="/meal-planning" />
      </Suspense>,
    );
    const list = await screen.findByRole('list', { name: "This week's meals" });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Porridge', 'Lasagne']);
  });

  it("Chores shows the viewer's open and overdue chores", async () => {
    fakeApi({
      ...signedInAs(emma, [emma]),
      [`GET /api/chore-assignments?assignedToId=${emma.id}`]: json({
        items: [
          {
            id: 1,
            choreTitle: 'Dishes',
            status: 'assigned',
            overdue: true,
            startDate: '2020-01-01',
            points: 10,
          },
          {
            id: 2,
            choreTitle: 'Bins',
            status: 'verified',
            overdue: false,
            startDate: '2020-01-01',
            points: 5,
          },
          {
            id: 3,
            choreTitle: 'Lawn',
            status: 'assigned',
            overdue: false,
            startDate: '2020-01-06',
            points: 15,
          },
        ],
        nextCursor: null,
      }),
    });
    const Card = widgets.chores;
    renderScreen(
      <Suspense fallback={null}>
        <Card title="Chores" path="/chores" />
      </Suspense>,
    );
    const list = await screen.findByRole('list', { name: 'Your chores' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['DishesOverdue', 'Lawn15 points']);
  });

  it('Rewards shows the points and progress to the cheapest', async () => {
    fakeApi({
      ...signedInAs(emma, [emma]),
      'GET /api/points': json({ members: [{ memberId: emma.id, balance: 15, held: 0 }] }),
      'GET /api/rewards': json({
        items: [{ id: 1, title: 'Ice cream', description: null, pointsCost: 30, isActive: true }],
        nextCursor: null,
      }),
    });
    const Card = widgets.rewards;
    renderScreen(
      <Suspense fallback={null}>
        <Card title="Rewards" path="/rewards" />
      </Suspense>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Ice cream progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  });

  it('Cleaning shows the session under way with its progress', async () => {
    fakeApi({
      'GET /api/cleaning/sessions?state=open': json({
        items: [
          {
            id: 1,
            templateName: 'Kitchen reset',
            tasks: [
              { id: 1, isCompleted: true },
              { id: 2, isCompleted: false },
            ],
          },
        ],
        nextCursor: null,
      }),
      'GET /api/cleaning/templates': json({ items: [], nextCursor: null }),
    });
    const Card = widgets.cleaning;
    renderScreen(
      <Suspense fallback={null}>
        <Card title="Cleaning" path="/cleaning" />
      </Suspense>,
    );
    expect(await screen.findByLabelText('Cleaning progress')).toHaveTextContent('1 of 2 tasks done');
  });

  it('Maintenance shows the next items due and links to the history', async () => {
    const today = new Date().toISOString().slice(0, 10);
    fakeApi({
      ...signedInAs(emma, [emma]),
      'GET /api/maintenance-items?limit=3': json({
        items: [
          { id: 1, name: 'Test smoke alarms', nextDue: today, reminderDays: 7 },
          { id: 2, name: 'Paint the fence', nextDue: null, reminderDays: 7 },
        ],
        nextCursor: null,
      }),
    });
    const Card = widgets.maintenance;
    renderScreen(
      <Suspense fallback={null}>
        <Card title="Maintenance" path="/maintenance" />
      </Suspense>,
    );
    const list = await screen.findByRole('list', { name: 'Next maintenance' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Test smoke alarmsDue today']);
    expect(screen.getByRole('link', { name: 'Maintenance history' })).toHaveAttribute(
      'href',
      '/maintenance/history',
    );
  });

  it('Pet Center shows today’s care, who did it, and ticks Done today', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const item = {
      id: 11,
      petId: 3,
      petName: 'Buddy',
      type: 'feeding',
      name: 'Breakfast',
      time: '07:30',
      nextDue: today,
      doneToday: null,
    };
    const { calls } = fakeApi({
      ...signedInAs(emma, [emma]),
      'GET /api/pets/care-today': json({
        day: today,
        items: [
          item,
          {
            ...item,
            id: 12,
            name: 'Walk',
            time: '18:00',
            doneToday: { doneById: emma.id, doneAt: new Date().toISOString() },
          },
        ],
      }),
      'POST /api/pets/3/care-items/11/done': json(item),
    });
    const Card = widgets['pet-center'];
    renderScreen(
      <Suspense fallback={null}>
        <Card title="Pet Center" path="/pets" />
      </Suspense>,
    );
    const list = await screen.findByRole('list', { name: 'Pet care today' });
    expect(screen.getByText('1 still to do today')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(/Done by Emma Johnson at/);
    await userEvent.click(within(list).getByRole('button', { name: 'Done today: Buddy: Breakfast' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/pets/3/care-items/11/done'),
    );
  });
});

describe('home remote widgets in Spanish', () => {
  beforeEach(() => act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' })));

  it('Chores and Rewards speak Spanish', async () => {
    fakeApi({
      ...signedInAs(emma, [emma]),
      [`GET /api/chore-assignments?assignedToId=${emma.id}`]: json({
        items: [
          {
            id: 1,
            choreTitle: 'Dishes',
            status: 'assigned',
            overdue: true,
            startDate: '2020-01-01',
            points: 10,
          },
          {
            id: 3,
            choreTitle: 'Lawn',
            status: 'assigned',
            overdue: false,
            startDate: '2020-01-06',
            points: 1,
          },
        ],
        nextCursor: null,
      }),
      'GET /api/points': json({ members: [{ memberId: emma.id, balance: 15, held: 0 }] }),
      'GET /api/rewards': json({
        items: [{ id: 1, title: 'Ice cream', description: null, pointsCost: 30, isActive: true }],
        nextCursor: null,
      }),
    });
    const Chores = widgets.chores;
    const Rewards = widgets.rewards;
    renderScreen(
      <Suspense fallback={null}>
        <Chores title="Tareas" path="/chores" />
        <Rewards title="Recompensas" path="/rewards" />
      </Suspense>,
    );
    const list = await screen.findByRole('list', { name: 'Tus tareas' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['DishesAtrasada', 'Lawn1 punto']);
    expect(screen.getByRole('link', { name: 'Abrir tareas' })).toBeInTheDocument();
    expect(
      await screen.findByRole('progressbar', { name: 'Progreso hacia «Ice cream»' }),
    ).toBeInTheDocument();
    expect(screen.getByText('puntos')).toBeInTheDocument();
  });

  it('Meal Planning, Cleaning and Maintenance say their empty states in Spanish', async () => {
    const today = isoDay(new Date());
    const monday = mondayOf(today);
    fakeApi({
      ...signedInAs(emma, [emma]),
      [`GET /api/meal-plans?from=${monday}&to=${addDays(monday, 6)}`]: json([]),
      'GET /api/cleaning/sessions?state=open': json({ items: [], nextCursor: null }),
      'GET /api/cleaning/templates': json({ items: [], nextCursor: null }),
      'GET /api/maintenance-items?limit=3': json({ items: [], nextCursor: null }),
    });
    const Meals = widgets['meal-planning'];
    const Cleaning = widgets.cleaning;
    const Maintenance = widgets.maintenance;
    renderScreen(
      <Suspense fallback={null}>
        <Meals title="Comidas" path="/meal-planning" />
        <Cleaning title="Limpieza" path="/cleaning" />
        <Maintenance title="Mantenimiento" path="/maintenance" />
      </Suspense>,
    );
    expect(await screen.findByText('No hay comidas planificadas')).toBeInTheDocument();
    expect(await screen.findByText('No hay rutinas todavía')).toBeInTheDocument();
    expect(await screen.findByText('Nada pendiente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Historial de mantenimiento' })).toBeInTheDocument();
  });
});
