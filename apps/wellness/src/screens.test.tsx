import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import { defaultLanguageSettings, domainOf } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import screens from './screens';
import { cleanUpAfterEach, fakeApi, json, renderScreen } from '@familyhub/ui/testing';
import { alex, signedInAs } from './testing/wellness-fixtures';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

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

  it('/wellness speaks Spanish: heading, tabs, and the default affirmation when the day’s is unrouted', async () => {
    fakeApi({
      ...signedInAs(alex),
      'GET /api/medications/today': json({ items: [], nextCursor: null }),
    });
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    const Screen = screens['/wellness'];
    renderScreen(
      <Suspense fallback={null}>
        <Screen />
      </Suspense>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Centro de bienestar' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    for (const tab of ['Medicamentos', 'Agua', 'Estado de ánimo', 'Diario', 'Cómo estás'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(await screen.findByLabelText('Miembro de la familia')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Todos' })).toBeInTheDocument();
    expect(
      await screen.findByText(/Lo estás haciendo mejor de lo que crees/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
