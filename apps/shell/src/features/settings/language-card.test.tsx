import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@familyhub/ui/router';
import { createQueryClient } from '@familyhub/api-client';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { App } from '../../app';
import { mockApi, signedInRoutes } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const spanish = { language: 'es', hourCycle: 'h23', weekStart: 'monday', dateOrder: 'dmy' };

describe('Settings › Profile › Language and formats (issue #35)', () => {
  it('saves the member’s language and formats, and the page turns Spanish at once', async () => {
    const fetchMock = mockApi({
      ...signedInRoutes(),
      'PUT /api/users/me/language': { status: 200, body: spanish },
    });
    render(
      <MemoryRouter initialEntries={['/settings']}>
        <App queryClient={createQueryClient()} />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Language and formats' })).toBeInTheDocument();
    // Each choice shows what it looks like: 18:30 on the member's clock, the 29th of November in numbers.
    expect(screen.getByRole('option', { name: '24-hour (18:30)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Day/month/year (29/11/2026)' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    await user.selectOptions(screen.getByLabelText('Time'), 'h23');
    await user.selectOptions(screen.getByLabelText('First day of the week'), 'monday');
    await user.selectOptions(screen.getByLabelText('Dates in numbers'), 'dmy');
    await user.click(screen.getByRole('button', { name: 'Save language and formats' }));

    const put = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/api/users/me/language') && init?.method === 'PUT',
    );
    expect(JSON.parse(String(put?.[1]?.body))).toEqual(spanish);
    // The saved session carries the choice, so the page draws again in Spanish.
    expect(await screen.findByRole('heading', { name: 'Idioma y formatos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Perfil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Alex Rivera');
    expect(document.documentElement.lang).toBe('es');
  });

  it('shows the server’s sentence when the choice cannot be saved', async () => {
    mockApi({
      ...signedInRoutes(),
      'PUT /api/users/me/language': {
        status: 400,
        body: { error: 'validation_failed', message: 'Choose English or Español' },
      },
    });
    render(
      <MemoryRouter initialEntries={['/settings']}>
        <App queryClient={createQueryClient()} />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save language and formats' }));
    expect(await screen.findByText('Could not save your language')).toBeInTheDocument();
    expect(screen.getByText('Choose English or Español')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
