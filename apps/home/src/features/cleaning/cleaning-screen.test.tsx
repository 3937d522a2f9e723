import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, type CleaningSession, type CleaningTemplate } from '@familyhub/contracts';
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
import { CleaningScreen } from '.';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const parent = member({ id: 1, name: 'Sarah Johnson', role: 'parent' });
const emma = member({ id: 2, name: 'Emma Johnson', role: 'child' });
const family = [parent, emma];

const routine: CleaningTemplate = {
  id: 4,
  name: 'Kitchen reset',
  description: null,
  area: 'Kitchen',
  frequency: 'daily',
  estimatedTime: 30,
  isShared: true,
  createdById: 1,
  createdAt: '2026-11-01T08:00:00.000Z',
  tasks: [
    { id: 1, name: 'Counters', description: null, order: 0, estimatedTime: null, isRequired: true },
    { id: 2, name: 'Taps', description: null, order: 1, estimatedTime: null, isRequired: false },
  ],
};
const session: CleaningSession = {
  id: 7,
  templateId: 4,
  templateName: 'Kitchen reset',
  area: 'Kitchen',
  startedAt: '2026-11-23T08:00:00.000Z',
  completedAt: null,
  completedById: null,
  notes: null,
  createdById: 2,
  tasks: [
    {
      id: 11,
      templateTaskId: 1,
      name: 'Counters',
      order: 0,
      isRequired: true,
      isCompleted: false,
      completedAt: null,
      completedById: null,
    },
  ],
};
const page = <T,>(items: T[]) => ({ items, nextCursor: null });

function routesFor(me: typeof parent, extra: Record<string, FakeRoute> = {}) {
  return {
    ...signedInAs(me, family),
    'GET /api/cleaning/templates': json(page([routine])),
    'GET /api/cleaning/sessions?state=open': json(page([session])),
    'GET /api/cleaning/sessions?state=finished': json(
      page([{ ...session, id: 3, completedAt: '2026-11-22T09:00:00.000Z', completedById: 2, notes: 'Done' }]),
    ),
    ...extra,
  };
}

describe('CleaningScreen', () => {
  it('speaks Spanish: the session, the routines, the history and the routine dialog', async () => {
    fakeApi(routesFor(parent));
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <CleaningScreen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Limpieza' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Lista de «Kitchen reset»' })).toBeInTheDocument();
    expect(screen.getByText(/^0 de 1 tarea hecha · empezada el/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terminar' })).toBeInTheDocument();
    const routines = await screen.findByRole('list', { name: 'Rutinas' });
    expect(routines).toHaveTextContent('Kitchen · cada día · 30 min · 2 tareas');
    const history = await screen.findByRole('list', { name: 'Historial de limpieza' });
    expect(history).toHaveTextContent(
      /Kitchen reset — terminada el .* por Emma Johnson \(0\/1 tareas\) · Done/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Añadir rutina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir rutina' });
    expect(within(dialog).getByLabelText('Tiempo estimado (minutos)')).toBeInTheDocument();
    expect(within(dialog).getByText('Toda la familia ve esta rutina y puede empezarla.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Añadir tarea' })).toBeInTheDocument();
  });

  it('lets a child start a routine, tick a task and finish, with no routine editing', async () => {
    const { calls } = fakeApi(
      routesFor(emma, {
        'POST /api/cleaning/sessions': json(session, 201),
        'PATCH /api/cleaning/sessions/7/tasks/11': json(session),
        'POST /api/cleaning/sessions/7/finish': json(session),
      }),
    );
    renderScreen(<CleaningScreen />);
    const routines = await screen.findByRole('list', { name: 'Routines' });
    expect(screen.queryByRole('button', { name: 'Add Routine' })).not.toBeInTheDocument();
    await userEvent.click(within(routines).getByRole('button', { name: 'Start' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Counters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
        expect.arrayContaining([
          'POST /api/cleaning/sessions',
          'PATCH /api/cleaning/sessions/7/tasks/11',
          'POST /api/cleaning/sessions/7/finish',
        ]),
      ),
    );
    expect(calls.find((c) => c.path === '/api/cleaning/sessions/7/tasks/11')?.body).toEqual({
      isCompleted: true,
    });
    expect(screen.getByRole('list', { name: 'Cleaning history' })).toHaveTextContent(
      /Kitchen reset — finished .* by Emma Johnson \(0\/1 tasks\) · Done/,
    );
  });

  it('lets a parent add a routine with ordered tasks, checked with the contract’s words', async () => {
    const { calls } = fakeApi(routesFor(parent, { 'POST /api/cleaning/templates': json(routine, 201) }));
    renderScreen(<CleaningScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Routine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Routine' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Bathroom');
    await userEvent.type(within(dialog).getByLabelText('Task 1'), 'Scrub the bath');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    await userEvent.type(within(dialog).getByLabelText('Task 2'), 'Fold towels');
    await userEvent.click(within(dialog).getAllByRole('checkbox', { name: 'Required' })[1]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/cleaning/templates',
        body: {
          name: 'Bathroom',
          description: null,
          area: null,
          frequency: 'weekly',
          estimatedTime: null,
          isShared: true,
          tasks: [
            { name: 'Scrub the bath', isRequired: true },
            { name: 'Fold towels', isRequired: false },
          ],
        },
      }),
    );
  });

  it('lets a parent keep a routine to themselves with the "Shared with the family" switch', async () => {
    const desk = { ...routine, id: 5, name: 'My desk', area: 'Study', isShared: false };
    const { calls } = fakeApi(
      routesFor(parent, {
        'GET /api/cleaning/templates': json(page([routine, desk])),
        'PATCH /api/cleaning/templates/4': json({ ...routine, isShared: false }),
      }),
    );
    renderScreen(<CleaningScreen />);
    const routines = await screen.findByRole('list', { name: 'Routines' });
    const [kitchen, mine] = within(routines).getAllByRole('listitem');
    expect(mine).toHaveTextContent('Only you');
    expect(kitchen).not.toHaveTextContent('Only you');
    await userEvent.click(within(kitchen).getByRole('button', { name: 'Edit Kitchen reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Routine' });
    const shared = within(dialog).getByRole('switch', { name: 'Shared with the family' });
    expect(shared).toBeChecked();
    await userEvent.click(shared);
    expect(shared).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
        path: '/api/cleaning/templates/4',
        body: expect.objectContaining({ name: 'Kitchen reset', isShared: false }),
      }),
    );
  });
});
