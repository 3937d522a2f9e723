import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { domainOf } from '@familyhub/contracts';
import screens from './screens';

describe('school remote screens', () => {
  it('maps exactly the school routes of the domain catalogue', () => {
    expect(Object.keys(screens).sort()).toEqual(
      [...(domainOf('school')?.routes.map((r) => r.path) ?? [])].sort(),
    );
  });

  it.each([
    ['/documents', 'School documents (Digital Backpack) is coming soon'],
    ['/homework', 'Homework is coming soon'],
    ['/school-calendar', 'School calendar is coming soon'],
  ])('%s says honestly that %s', async (path, heading) => {
    const Screen = screens[path];
    render(
      <Suspense fallback={null}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: heading }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/This area is not built yet\./)).toBeInTheDocument();
  });
});
