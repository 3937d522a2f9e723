import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { fakeApi, json, page } from './testing/fake-api';
import { shoppingPage } from './features/shopping/shopping-test-data';
import { renderScreen } from './testing/render-screen';
import { domainOf } from '@familyhub/contracts';
import screens from './screens';

describe('planning remote screens', () => {
  it('maps exactly the planning routes of the domain catalogue', () => {
    const catalogued = domainOf('planning')?.routes.map((r) => r.path) ?? [];
    expect(Object.keys(screens).sort()).toEqual([...catalogued].sort());
    expect(catalogued.sort()).toEqual(['/calendar', '/messages', '/shopping', '/tasks']);
  });

  it('/calendar loads Calendar & Planning lazily', async () => {
    fakeApi({ 'GET /api/auth/me': json(null, 401), 'GET /api/users': json([]) });
    const Screen = screens['/calendar'];
    renderScreen(
      <Suspense fallback={null}>
        <Screen />
      </Suspense>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calendar & Planning' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('/shopping loads the shopping list lazily', async () => {
    fakeApi({
      'GET /api/auth/me': json(null, 401),
      'GET /api/shopping-items?limit=50': json(shoppingPage([])),
    });
    const Screen = screens['/shopping'];
    renderScreen(
      <Suspense fallback={null}>
        <Screen />
      </Suspense>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Shopping List' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('/messages loads the family conversation lazily', async () => {
    fakeApi({
      'GET /api/auth/me': json(null, 401),
      'GET /api/users': json([]),
      'GET /api/messages': json({ items: [], nextCursor: null }),
    });
    const Screen = screens['/messages'];
    renderScreen(
      <Suspense fallback={null}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('No messages yet', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('/tasks loads the task list lazily', async () => {
    fakeApi({
      'GET /api/auth/me': json(null, 401),
      'GET /api/users': json([]),
      'GET /api/tasks?limit=25': json(page([])),
    });
    const Screen = screens['/tasks'];
    renderScreen(
      <Suspense fallback={null}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Tasks' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
