import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { InstallAppButton } from './components/install-app-button';
import { OfflineStatus } from './components/offline-status';
import { listenForInstallPrompt } from './install-prompt';

listenForInstallPrompt(window);

/** Chromium's offer to install, answered `outcome`. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

describe('Install FamilyHub', () => {
  it('is not there while the browser does not offer it (Safari, Firefox, already installed)', () => {
    render(<InstallAppButton className="" />);
    expect(screen.queryByRole('button', { name: 'Install FamilyHub' })).not.toBeInTheDocument();
  });

  it("appears when the browser offers it, asks the browser's own question, and goes once installed", async () => {
    const onInstall = jest.fn();
    render(<InstallAppButton className="" onInstall={onInstall} />);
    const offer = offerInstall('accepted');
    // The button replaces the browser's own banner.
    expect(offer.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Install FamilyHub' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(onInstall).toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Install FamilyHub' })).not.toBeInTheDocument();
  });

  it('goes when installed from the browser menu instead', () => {
    render(<InstallAppButton className="" />);
    offerInstall('dismissed');
    expect(screen.getByRole('button', { name: 'Install FamilyHub' })).toBeVisible();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Install FamilyHub' })).not.toBeInTheDocument();
  });
});

describe('the offline app in Spanish (issue #35)', () => {
  afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

  it('offers to install FamilyHub and says it is offline in Spanish', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <Suspense fallback={null}>
        <OfflineStatus />
        <InstallAppButton className="" />
      </Suspense>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(/^Sin conexión: se muestra lo que había/);
    offerInstall('dismissed');
    expect(screen.getByRole('button', { name: 'Instalar FamilyHub' })).toBeVisible();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    online.mockRestore();
  });
});
