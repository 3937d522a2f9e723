import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { domainOf } from '@familyhub/contracts';
import screens from './screens';

describe('wellness remote screens', () => {
  it('maps exactly the wellness routes of the domain catalogue', () => {
    expect(Object.keys(screens).sort()).toEqual(
      [...(domainOf('wellness')?.routes.map((r) => r.path) ?? [])].sort(),
    );
  });

  it.each([
    ['/wellness', 'Wellness Center is coming soon'],
    ['/me-time', 'Me Time is coming soon'],
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
