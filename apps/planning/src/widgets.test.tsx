import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { domainOf } from '@familyhub/contracts';
import { fakeApi, json, never, page, parent, child, sessionOf, task } from './testing/fake-api';
import { shoppingPage } from './features/shopping/shopping-test-data';
import { renderScreen } from './testing/render-screen';
import widgets from './widgets';

const TodaysTasks = widgets['todays-tasks'];
const renderTodaysTasks = () =>
  renderScreen(
    <Suspense fallback={null}>
      <TodaysTasks title="Today's Tasks" path="/tasks" />
    </Suspense>,
  );

const signedIn = {
  'GET /api/auth/me': json(sessionOf(parent)),
  'GET /api/users': json([parent, child]),
  'GET /api/messages?limit=3': json({ items: [], nextCursor: null }),
  'GET /api/shopping-items?limit=5': json(shoppingPage([])),
};

describe('planning remote widgets', () => {
  it('draws exactly the planning cards of the domain catalogue', () => {
    const catalogued = domainOf('planning')?.widgets.map((w) => w.id) ?? [];
    expect(Object.keys(widgets).sort()).toEqual([...catalogued].sort());
  });
});

describe("Today's Tasks card", () => {
  it('shows 4 placeholders while the tasks load', async () => {
    fakeApi({ ...signedIn, 'GET /api/tasks?limit=4': never });
    renderTodaysTasks();

    const loading = await screen.findByRole('list', { name: 'Loading tasks' });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(4);
  });

  it('asks for what the catalogue says it asks first (the page starts those early, issue #16)', async () => {
    const { calls } = fakeApi({
      ...signedIn,
      'GET /api/tasks?limit=4': json(page([task({ title: 'One' })])),
    });
    renderTodaysTasks();
    await screen.findByRole('list', { name: "Today's tasks" });
    const declared = domainOf('planning')?.widgets.find((w) => w.id === 'todays-tasks')?.firstRequests ?? [];
    expect(declared.length).toBeGreaterThan(0);
    const asked = calls.filter((c) => c.method === 'GET').map((c) => c.path);
    expect(asked).toEqual(expect.arrayContaining([...declared]));
  });

  it("asks for just the first 4 tasks for Today's Tasks, with a link to /tasks", async () => {
    const titles = ['One', 'Two', 'Three', 'Four'];
    const { calls } = fakeApi({
      ...signedIn,
      'GET /api/tasks?limit=4': json(page(titles.map((title) => task({ title })))),
    });
    renderTodaysTasks();

    const list = await screen.findByRole('list', { name: "Today's tasks" });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(screen.getByRole('link', { name: 'View all tasks' })).toHaveAttribute('href', '/tasks');
    expect(calls.filter((c) => c.path.startsWith('/api/tasks')).map((c) => c.path)).toEqual([
      '/api/tasks?limit=4',
    ]);
  });

  it('toggles a task from the dashboard like on /tasks', async () => {
    let lunch = task({ id: 3, title: 'Pack lunch' });
    const { calls } = fakeApi({
      ...signedIn,
      'GET /api/tasks?limit=4': () => ({ status: 200, body: page([lunch]) }),
      'PATCH /api/tasks/3': (request) => {
        lunch = { ...lunch, ...(request.body as object) };
        return { status: 200, body: lunch };
      },
    });
    renderTodaysTasks();

    const checkbox = await screen.findByRole('checkbox', { name: 'Mark "Pack lunch" as done' });
    await waitFor(() => expect(checkbox).toBeEnabled());
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/tasks?limit=4')).toHaveLength(2));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ completed: true });
    expect(screen.getByRole('checkbox', { name: 'Mark "Pack lunch" as done' })).toBeChecked();
  });
});
