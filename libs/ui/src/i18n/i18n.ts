import { setupI18n } from '@lingui/core';
import { defaultLanguageSettings, type Language, type LanguageSettings } from '@familyhub/contracts';
import { loadApiMessages } from './api-messages';

/**
 * FamilyHub's one Lingui instance (ADR 0023). It lives in @familyhub/ui, which the shell shares with every remote
 * as a singleton, so a remote's catalogues load into the same instance the shell activates.
 */
export const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

/** A language FamilyHub can show: the member's choice, or `pseudo` (accented, lengthened English) for the check. */
export type UiLanguage = Language | 'pseudo';

export interface UiLanguageSettings extends Omit<LanguageSettings, 'language'> {
  language: UiLanguage;
  /** The writing direction; left to right unless said (the right-to-left check uses the pseudo-locale with 'rtl'). */
  direction?: 'ltr' | 'rtl';
}

let settings: UiLanguageSettings = defaultLanguageSettings;
const listeners = new Set<() => void>();

/** The language and formats in force. */
export function currentLanguageSettings(): UiLanguageSettings {
  return settings;
}

/** The language in force (what `useMessages` renders in). */
export function currentLanguage(): UiLanguage {
  return settings.language;
}

/** Subscribes to a change of language or formats (useSyncExternalStore). */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Puts a language and its formats in force: every screen using `useMessages` draws again in it (loading the
 * catalogues it needs first), and the page's `lang` says it.
 */
export function applyLanguageSettings(next: UiLanguageSettings): void {
  const same =
    next.language === settings.language &&
    next.hourCycle === settings.hourCycle &&
    next.weekStart === settings.weekStart &&
    next.dateOrder === settings.dateOrder &&
    next.direction === settings.direction;
  if (same) return;
  settings = { ...next };
  if (i18n.locale !== next.language) {
    // Each feature's catalogue loads its file of this language when first drawn in it (useMessages).
    i18n.load(next.language, {});
    i18n.activate(next.language);
    // A failed fetch leaves the API's sentences in English until a language is put in force again.
    loadApiMessages(next.language)?.catch(() => undefined);
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = next.language === 'pseudo' ? 'en-XA' : next.language;
    document.documentElement.dir = next.direction ?? 'ltr';
  }
  for (const listener of listeners) listener();
}
