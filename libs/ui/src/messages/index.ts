import { useMemo, useSyncExternalStore } from 'react';
// The shared singleton, never a relative path: the apps' catalogues and this one must live in one Lingui instance.
import { currentLanguage, defineMessages, onLanguageChange, type MessageCatalogue } from '@familyhub/ui/i18n';
import en from './en.json';

/** The shared UI library's messages (ADR 0023): its buttons, dialogs, panels, toasts and charts. */
export const uiMessages = defineMessages('ui', en, { es: () => import('./es.json') });

type UiMessage = MessageCatalogue<keyof typeof en>['t'];

// This catalogue's file of a language loads as soon as that language is put in force, beside the screens' own
// catalogues, so a component of the library seldom draws in English first.
let loadedVersion = 0;
const loadListeners = new Set<() => void>();
function loadCurrentLanguage(): void {
  uiMessages.load(currentLanguage())?.then(
    () => {
      loadedVersion += 1;
      for (const listener of loadListeners) listener();
    },
    () => undefined, // Not fetched (offline): the library stays in English.
  );
}
loadCurrentLanguage();
onLanguageChange(loadCurrentLanguage);

function subscribe(listener: () => void): () => void {
  loadListeners.add(listener);
  const stopListening = onLanguageChange(listener);
  return () => {
    loadListeners.delete(listener);
    stopListening();
  };
}
const snapshot = () => `${currentLanguage()}#${loadedVersion}`;

/**
 * The library's messages in the language in force. Unlike `useMessages` it never suspends: these components are
 * Suspense fallbacks (Spinner, WidgetSkeleton), or sit where no Suspense boundary stands (the toaster, dialogs), so
 * they show English until the language's file is in, then draw again.
 */
export function useUiMessages(): UiMessage {
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo<UiMessage>(
    () => (key, values) => uiMessages.t(key, values),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language and its file are what t's answers depend on
    [state],
  );
}
