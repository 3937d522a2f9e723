import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { domainOf } from '@familyhub/contracts';
import screens from './screens';
import { cleanUpAfterEach, fakeApi, json } from './testing/fake-api';
import { renderScreen } from './testing/render-screen';

cleanUpAfterEach();

describe('money remote screens', () => {
  it('maps exactly the money routes of the domain catalogue', () => {
    expect(Object.keys(screens).sort()).toEqual(
      [...(domainOf('money')?.routes.map((r) => r.path) ?? [])].sort(),
    );
  });

  it('/grocery-budget draws the grocery budget screen', async () => {
    fakeApi({
      'GET /api/grocery-budgets?limit=24': json({ items: [], nextCursor: null }),
    });
    const Screen = screens['/grocery-budget'];
    renderScreen(
      <Suspense fallback={null}>
        <Screen />
      </Suspense>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Grocery Budget' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
