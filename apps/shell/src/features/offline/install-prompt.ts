import * as React from 'react';

/** Chromium's event offering to install the app (not in TypeScript's DOM types: not a standard yet). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let offered: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const publish = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install offer for the "Install FamilyHub" button (issue #31). Called once at start-up, before
 * React renders: the browser may fire `beforeinstallprompt` early. Safari and Firefox never fire it (the README says
 * how to add FamilyHub to the home screen there).
 */
export function listenForInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // The button offers it instead of the browser's own banner.
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    publish();
  });
  target.addEventListener('appinstalled', () => {
    offered = null;
    publish();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether the browser offers to install FamilyHub now, and the action that asks it to. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const event = React.useSyncExternalStore(
    subscribe,
    () => offered,
    () => null,
  );
  const install = React.useCallback(async () => {
    if (!offered) return;
    const prompt = offered;
    // An offer answers one prompt; the browser fires a new event if the member may be asked again.
    offered = null;
    publish();
    await prompt.prompt();
    await prompt.userChoice;
  }, []);
  return { canInstall: event !== null, install };
}
