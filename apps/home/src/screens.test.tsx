import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { domainOf } from '@familyhub/contracts';
import screens from './screens';

describe('home remote screens', () => {
  it('maps exactly the home routes of the domain catalogue', () => {
    expect(Object.keys(screens).sort()).toEqual(
      [...(domainOf('home')?.routes.map((r) => r.path) ?? [])].sort(),
    );
  });

  it.each([['/meal-planning', 'Meal planning is coming soon']])(
    '%s says honestly that %s',
    async (path, heading) => {
      const Screen = screens[path];
      render(
        <Suspense fallback={null}>
          <Screen />
        </Suspense>,
      );
      expect(await screen.findByRole('heading', { name: heading }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByText(/This area is not built yet\./)).toBeInTheDocument();
    },
  );
});
