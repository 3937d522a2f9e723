import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@familyhub/ui/router';
import { createQueryClient } from '@familyhub/api-client';
import { defaultLanguageSettings, type FamilySettings, type FamilyStorageUsage } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { App } from '../../app';
import { mockApi, signedInRoutes } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

const settings: FamilySettings = {
  id: 1,
  name: 'The Riveras',
  contentFiltering: true,
  contentSharing: false,
  currency: 'USD',
};
const MB = 1024 * 1024;
const storage: FamilyStorageUsage = {
  usedBytes: 300 * MB,
  quotaBytes: 1024 * MB,
  domains: [
    { domain: 'school', usedBytes: 250 * MB, quotaBytes: 512 * MB, files: 40 },
    { domain: 'home', usedBytes: 50 * MB, quotaBytes: 384 * MB, files: 9 },
  ],
  unavailable: ['money'],
};

describe('Settings › Family › Storage', () => {
  afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

  it("shows the family's storage used against its quota, per area, and names an area not answering", async () => {
    mockApi({
      ...signedInRoutes(),
      'GET /api/settings/family': { status: 200, body: settings },
      'GET /api/settings/storage': { status: 200, body: storage },
    });
    render(
      <MemoryRouter initialEntries={['/settings?tab=family']}>
        <App queryClient={createQueryClient()} />
      </MemoryRouter>,
    );
    const total = await screen.findByRole('progressbar', { name: 'Family storage' });
    expect(total).toHaveAttribute('aria-valuenow', '29');
    expect(total).toHaveAttribute('aria-valuetext', '300.0 MB of 1.0 GB used');
    const school = screen.getByRole('progressbar', { name: 'School documents' });
    expect(school).toHaveAttribute('aria-valuetext', '250.0 MB of 512.0 MB used');
    expect(screen.getByText('250.0 MB of 512.0 MB')).toBeInTheDocument();
    expect(screen.getByText('Not counted just now (not answering): Receipts.')).toBeInTheDocument();
  });

  it('writes the sizes in Spanish to a member who reads Spanish', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    mockApi({
      ...signedInRoutes(),
      'GET /api/settings/family': { status: 200, body: settings },
      'GET /api/settings/storage': { status: 200, body: storage },
    });
    render(
      <Suspense fallback={null}>
        <MemoryRouter initialEntries={['/settings?tab=family']}>
          <App queryClient={createQueryClient()} />
        </MemoryRouter>
      </Suspense>,
    );
    const school = await screen.findByRole('progressbar', { name: 'Documentos del colegio' });
    expect(school).toHaveAttribute('aria-valuetext', '250,0 MB de 512,0 MB usados');
  });
});
