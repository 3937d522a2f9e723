import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { domainOf } from '@familyhub/contracts';
import screens from './screens';
import { cleanUpAfterEach, fakeApi, json, renderScreen } from '@familyhub/ui/testing';
import { alex, signedInAs } from './testing/wellness-fixtures';

cleanUpAfterEach();

describe('wellness remote screens', () => {
  it('maps exactly the wellness routes of the domain catalogue', () => {
    expect(Object.keys(screens).sort()).toEqual(
      [...(domainOf('wellness')?.routes.map((r) => r.path) ?? [])].sort(),
    );
  });

  it('/wellness draws the Wellness Center', async () => {
    fakeApi({ ...signedInAs(alex), 'GET /api/medications/today': json({ items: [], nextCursor: null }) });
    const Screen = screens['/wellness'];
    renderScreen(
      <Suspense fallback={null}>
        <Screen />
      </Suspense>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Wellness Center' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
