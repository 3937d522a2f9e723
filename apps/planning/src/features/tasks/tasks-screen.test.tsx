import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts } from '@familyhub/ui';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import {
  child,
  cleanUpAfterEach,
  fakeApi,
  held,
  json,
  never,
  page,
  parent,
  signedInAs,
  task,
} from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { TasksScreen } from './components/tasks-screen';
import { TodaysTasksCard } from './components/todays-tasks-card';

const members = [parent, child];

/** A family's tasks as the server holds them, answering GET /api/tasks?limit=&cursor= like the API does. */
function pagedTasks(count: number) {
  const all = Array.from({ length: count }, (_, i) => task({ id: 1000 + i, title: `Task ${i + 1}` }));
  const route = (request: { path: string }) => {
    const params = new URL(request.path, 'http://x').searchParams;
    // This fake's cursor is "c<index of the next task>"; the real one is opaque.
    const start = Number(params.get('cursor')?.slice(1) ?? 0);
    const end = start + Number(params.get('limit'));
    return { status: 200, body: page(all.slice(start, end), end < all.length ? `c${end}` : null) };
  };
  return { all, route };
}

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

describe('Tasks screen', () => {
  it('lists tasks with their priority label, description and assignee', async () => {
    fakeApi({
      ...signedInAs(parent, members),
      'GET /api/tasks?limit=25': json(
        page([
          task({
            title: 'Take out trash',
            priority: 'high',
            assignedToId: child.id,
            description: 'Before 8 pm',
          }),
          task({ title: 'Water plants', priority: 'low' }),
        ]),
      ),
    });
    renderScreen(<TasksScreen />);

    const trash = await screen.findByRole('listitem', { name: 'Take out trash' });
    expect(within(trash).getByText('High')).toBeInTheDocument();
    expect(within(trash).getByText('Before 8 pm')).toBeInTheDocument();
    expect(await within(trash).findByText('Emma Johnson')).toBeInTheDocument();
    expect(within(trash).getByRole('img', { name: 'Emma Johnson' })).toBeInTheDocument();
    const plants = screen.getByRole('listitem', { name: 'Water plants' });
    expect(within(plants).getByText('Low')).toBeInTheDocument();
    expect(within(plants).queryByText('Emma Johnson')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tasks' })).toBeInTheDocument();
  });

  it('shows a toggle at once and reverts it when the call fails', async () => {
    const patch = held();
    let listCalls = 0;
    const { calls } = fakeApi({
      ...signedInAs(parent, members),
      // The first answer fills the list; later refetches stay pending, so only the rollback can revert.
      'GET /api/tasks?limit=25': (request) =>
        ++listCalls === 1
          ? { status: 200, body: page([task({ id: 7, title: 'Feed the cat' })]) }
          : never(request),
      'PATCH /api/tasks/7': patch.route,
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(<TasksScreen />);

    const checkbox = await screen.findByRole('checkbox', { name: 'Mark "Feed the cat" as done' });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ completed: true });

    patch.answer({ status: 500, body: { error: 'internal_error', message: 'Something went wrong' } });
    await waitFor(() => expect(checkbox).not.toBeChecked());
    expect(consoleError).toHaveBeenCalledWith('Failed to update task', expect.anything());
    // Spec 000 §8: an ordinary failure shows no message.
    expect(getToasts()).toHaveLength(0);
  });

  it("reverts a refused toggle and shows the child the server's reason", async () => {
    fakeApi({
      ...signedInAs(child, members),
      'GET /api/tasks?limit=25': json(page([task({ id: 8, title: 'Tidy room', assignedToId: child.id })])),
      'PATCH /api/tasks/8': json(
        { error: 'forbidden', message: 'You can only complete tasks assigned to you' },
        403,
      ),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(<TasksScreen />);

    const checkbox = await screen.findByRole('checkbox', { name: 'Mark "Tidy room" as done' });
    await waitFor(() => expect(checkbox).toBeEnabled());
    await userEvent.click(checkbox);
    await waitFor(() => expect(checkbox).not.toBeChecked());
    await waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      description: 'You can only complete tasks assigned to you',
    });
  });

  it("says 'Title is required' under the field and sends nothing without a title", async () => {
    const { calls } = fakeApi({ ...signedInAs(parent, members), 'GET /api/tasks?limit=25': json(page([])) });
    renderScreen(<TasksScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Add Task' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Task' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds a task with its priority and assignee, then closes the dialog and refreshes the list', async () => {
    const created = task({ id: 20, title: 'Buy milk', priority: 'high', assignedToId: child.id });
    let tasks: ReturnType<typeof task>[] = [];
    const { calls } = fakeApi({
      ...signedInAs(parent, members),
      'GET /api/tasks?limit=25': () => ({ status: 200, body: page(tasks) }),
      'POST /api/tasks': () => {
        tasks = [created];
        return { status: 201, body: created };
      },
    });
    renderScreen(<TasksScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Add Task' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Task' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Buy milk');
    await userEvent.selectOptions(within(dialog).getByLabelText('Priority'), 'high');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Emma Johnson' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Assign to'), 'Emma Johnson');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Buy milk',
      description: null,
      priority: 'high',
      completed: false,
      assignedToId: child.id,
      dueDate: null,
    });
    expect(await screen.findByRole('listitem', { name: 'Buy milk' })).toBeInTheDocument();

    // Opening the dialog again starts from a blank form.
    await userEvent.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(within(screen.getByRole('dialog', { name: 'Add Task' })).getByLabelText('Title')).toHaveValue('');
  });

  it("shows the server's error inside the dialog and keeps it open", async () => {
    fakeApi({
      ...signedInAs(parent, members),
      'GET /api/tasks?limit=25': json(page([])),
      'POST /api/tasks': json({ error: 'validation_failed', message: 'Assignee is not in your family' }, 400),
    });
    renderScreen(<TasksScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Add Task' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Task' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Walk the dog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Assignee is not in your family')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Task' })).toBeInTheDocument();
  });

  it('edits a task with PATCH, starting from its current values', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent, members),
      'GET /api/tasks?limit=25': json(
        page([task({ id: 30, title: 'Mow lawn', description: 'Front only', priority: 'low' })]),
      ),
      'PATCH /api/tasks/30': json(task({ id: 30, title: 'Mow the lawn' })),
    });
    renderScreen(<TasksScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit "Mow lawn"' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Task' });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Mow lawn');
    expect(within(dialog).getByLabelText('Priority')).toHaveValue('low');
    await userEvent.clear(title);
    await userEvent.type(title, 'Mow the lawn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      title: 'Mow the lawn',
      description: 'Front only',
      priority: 'low',
      assignedToId: null,
      dueDate: null,
    });
  });

  it('asks for confirmation before deleting', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent, members),
      'GET /api/tasks?limit=25': json(page([task({ id: 40, title: 'Clean garage' })])),
      'DELETE /api/tasks/40': () => ({ status: 204 }),
    });
    renderScreen(<TasksScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete "Clean garage"' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this task?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete "Clean garage"' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/tasks/40')).toBe(true),
    );
  });

  it('hides add, edit and delete from a child and only lets them tick their own tasks', async () => {
    fakeApi({
      ...signedInAs(child, members),
      'GET /api/tasks?limit=25': json(
        page([
          task({ title: 'Tidy room', assignedToId: child.id }),
          task({ title: 'Pay bills', assignedToId: parent.id }),
        ]),
      ),
    });
    renderScreen(<TasksScreen />);

    const own = await screen.findByRole('checkbox', { name: 'Mark "Tidy room" as done' });
    await waitFor(() => expect(own).toBeEnabled());
    expect(screen.getByRole('checkbox', { name: 'Mark "Pay bills" as done' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it("shows 'No tasks yet' for an empty list", async () => {
    fakeApi({ ...signedInAs(parent, members), 'GET /api/tasks?limit=25': json(page([])) });
    renderScreen(<TasksScreen />);
    expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add your first task' })).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    let fail = true;
    fakeApi({
      ...signedInAs(parent, members),
      'GET /api/tasks?limit=25': () =>
        fail
          ? { status: 503, body: { error: 'service_unavailable', message: 'Planning is down' } }
          : { status: 200, body: page([task({ title: 'Back again' })]) },
    });
    renderScreen(<TasksScreen />);

    expect(await screen.findByText('Could not load tasks')).toBeInTheDocument();
    expect(screen.getByText('Planning is down')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Back again' })).toBeInTheDocument();
  });

  describe('Load more', () => {
    const titles = () =>
      within(screen.getByRole('list', { name: 'Task list' }))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label'));

    it('shows the first 25 tasks and loads the next page from the keyboard until none are left', async () => {
      const family = pagedTasks(60);
      const { calls } = fakeApi({
        ...signedInAs(parent, members),
        'GET /api/tasks?limit=25': family.route,
        'GET /api/tasks?limit=25&cursor=c25': family.route,
        'GET /api/tasks?limit=25&cursor=c50': family.route,
      });
      renderScreen(<TasksScreen />);

      const more = await screen.findByRole('button', { name: 'Load more tasks' });
      expect(titles()).toEqual(family.all.slice(0, 25).map((t) => t.title));

      more.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(titles()).toHaveLength(50));
      expect(titles()).toEqual(family.all.slice(0, 50).map((t) => t.title));
      // The button keeps focus after loading, so the next page is one more key press away.
      expect(screen.getByRole('button', { name: 'Load more tasks' })).toHaveFocus();

      await userEvent.keyboard(' ');
      await waitFor(() => expect(titles()).toHaveLength(60));
      expect(screen.queryByRole('button', { name: 'Load more tasks' })).not.toBeInTheDocument();
      expect(calls.filter((c) => c.path.startsWith('/api/tasks')).map((c) => c.path)).toEqual([
        '/api/tasks?limit=25',
        '/api/tasks?limit=25&cursor=c25',
        '/api/tasks?limit=25&cursor=c50',
      ]);
    });

    it('offers no Load more when the first page holds every task', async () => {
      const family = pagedTasks(25);
      fakeApi({ ...signedInAs(parent, members), 'GET /api/tasks?limit=25': family.route });
      renderScreen(<TasksScreen />);

      expect(await screen.findByRole('listitem', { name: 'Task 25' })).toBeInTheDocument();
      expect(titles()).toHaveLength(25);
      expect(screen.queryByRole('button', { name: 'Load more tasks' })).not.toBeInTheDocument();
    });

    it('keeps the loaded tasks and says so when the next page fails', async () => {
      const family = pagedTasks(30);
      fakeApi({
        ...signedInAs(parent, members),
        'GET /api/tasks?limit=25': family.route,
        'GET /api/tasks?limit=25&cursor=c25': json(
          { error: 'service_unavailable', message: 'Planning is down' },
          503,
        ),
      });
      renderScreen(<TasksScreen />);

      await userEvent.click(await screen.findByRole('button', { name: 'Load more tasks' }));
      await waitFor(() => expect(getToasts()).toHaveLength(1));
      expect(getToasts()[0]).toMatchObject({
        variant: 'destructive',
        title: 'Could not load more tasks',
        description: 'Planning is down',
      });
      expect(titles()).toHaveLength(25);
      expect(screen.queryByText('Could not load tasks')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Load more tasks' })).toBeInTheDocument();
    });

    it('ticks off a task from a later page at once', async () => {
      const family = pagedTasks(30);
      const patch = held();
      const { calls } = fakeApi({
        ...signedInAs(parent, members),
        'GET /api/tasks?limit=25': family.route,
        'GET /api/tasks?limit=25&cursor=c25': family.route,
        'PATCH /api/tasks/1027': patch.route,
      });
      renderScreen(<TasksScreen />);

      await userEvent.click(await screen.findByRole('button', { name: 'Load more tasks' }));
      const checkbox = await screen.findByRole('checkbox', { name: 'Mark "Task 28" as done' });
      await waitFor(() => expect(checkbox).toBeEnabled());
      await userEvent.click(checkbox);
      expect(checkbox).toBeChecked();
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ completed: true });
      expect(titles()).toHaveLength(30);
    });
  });
});

describe('Tasks screen — linked tasks and ?focus= (ADR 0008)', () => {
  it('says where a task a domain made came from, with a link to that item', async () => {
    fakeApi({
      ...signedInAs(parent, members),
      'GET /api/tasks?limit=25': json(
        page([
          task({
            id: 31,
            title: 'Return the permission slip',
            source: { domain: 'school', type: 'school-document', id: 12 },
          }),
          task({ id: 32, title: 'Water plants' }),
        ]),
      ),
    });
    renderScreen(<TasksScreen />);
    const slip = await screen.findByRole('listitem', { name: 'Return the permission slip' });
    expect(within(slip).getByRole('link', { name: 'From School document' })).toHaveAttribute(
      'href',
      '/documents?focus=12',
    );
    const plants = screen.getByRole('listitem', { name: 'Water plants' });
    expect(within(plants).queryByRole('link')).not.toBeInTheDocument();
  });

  it('highlights the task it was opened on', async () => {
    fakeApi({
      ...signedInAs(parent, members),
      'GET /api/tasks?limit=25': json(
        page([task({ id: 41, title: 'Feed the cat' }), task({ id: 42, title: 'Mow' })]),
      ),
    });
    renderScreen(<TasksScreen />, '/tasks?focus=42');
    expect(await screen.findByRole('listitem', { name: 'Mow' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('listitem', { name: 'Feed the cat' })).not.toHaveAttribute('aria-current');
  });

  it('shows a task that is not on the loaded pages above the list, or says it is gone', async () => {
    const { route } = pagedTasks(30);
    fakeApi({
      ...signedInAs(parent, members),
      'GET /api/tasks?limit=25': route,
      'GET /api/tasks/1029': json(task({ id: 1029, title: 'Task 30' })),
    });
    const { unmount } = renderScreen(<TasksScreen />, '/tasks?focus=1029');
    const opened = await screen.findByRole('list', { name: 'Opened task' });
    expect(within(opened).getByRole('listitem', { name: 'Task 30' })).toHaveAttribute('aria-current', 'true');
    expect(within(screen.getByRole('list', { name: 'Task list' })).getAllByRole('listitem')).toHaveLength(25);
    unmount();

    fakeApi({
      ...signedInAs(parent, members),
      'GET /api/tasks?limit=25': route,
      'GET /api/tasks/77': json({ error: 'not_found', message: 'Task not found' }, 404),
    });
    renderScreen(<TasksScreen />, '/tasks?focus=77');
    expect(await screen.findByText('The task you opened no longer exists.')).toBeInTheDocument();
  });
});

describe('Tasks in Spanish (issue #35)', () => {
  const inSpanish = (ui: React.ReactNode) => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(<Suspense fallback={null}>{ui}</Suspense>);
  };

  it('shows the heading, the empty state and its button in Spanish', async () => {
    fakeApi({ ...signedInAs(parent, members), 'GET /api/tasks?limit=25': json(page([])) });
    inSpanish(<TasksScreen />);
    expect(await screen.findByRole('heading', { name: 'Tareas' })).toBeInTheDocument();
    expect(await screen.findByText('No hay tareas todavía')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añade tu primera tarea' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir tarea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir tarea' });
    expect(within(dialog).getByLabelText('Título')).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Media' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Nadie' })).toBeInTheDocument();
  });

  it('names a task’s checkbox, priority and delete question in Spanish', async () => {
    fakeApi({
      ...signedInAs(parent, members),
      'GET /api/tasks?limit=25': json(
        page([task({ id: 40, title: 'Clean garage', priority: 'high', dueDate: '2026-11-29' })]),
      ),
    });
    inSpanish(<TasksScreen />);
    const item = await screen.findByRole('listitem', { name: 'Clean garage' });
    expect(
      within(item).getByRole('checkbox', { name: 'Marcar "Clean garage" como hecha' }),
    ).toBeInTheDocument();
    expect(within(item).getByText('Alta')).toBeInTheDocument();
    expect(within(item).getByText('Vence el 29 nov 2026')).toBeInTheDocument();
    // The Edit/Delete buttons' own words come from libs/ui, in Spanish too.
    expect(await within(item).findByRole('button', { name: 'Editar "Clean garage"' })).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Eliminar "Clean garage"' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar esta tarea?' });
    expect(within(confirm).getByText('"Clean garage" se quitará para toda la familia.')).toBeInTheDocument();
  });

  it('shows the dashboard’s Today’s Tasks card in Spanish', async () => {
    fakeApi({ ...signedInAs(parent, members), 'GET /api/tasks?limit=4': json(page([])) });
    inSpanish(<TodaysTasksCard />);
    expect(await screen.findByRole('heading', { name: 'Tareas de hoy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas las tareas' })).toBeInTheDocument();
    expect(
      await screen.findByText('Las tareas que añadas en la página Tareas aparecerán aquí.'),
    ).toBeInTheDocument();
  });
});
