import { useMemo, useSyncExternalStore } from 'react';
import { currentLanguage, onLanguageChange } from './i18n';
import type { MessageCatalogue } from './catalogue';

/**
 * A feature's messages in the member's language: the component draws again when the language changes, and
 * suspends (its Suspense boundary shows the loading state) while that language's file of the catalogue arrives.
 */
export function useMessages<K extends string>(catalogue: MessageCatalogue<K>): MessageCatalogue<K>['t'] {
  const language = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
  const loading = catalogue.load(language);
  // Suspense's promise protocol: React draws the component again once the file is in. (`use(loading)` did not
  // retry after an external-store update had suspended it.)
  if (loading) throw loading;
  // A new function per language, so what a component memoises with `t` is worked out again in the new language.
  return useMemo<MessageCatalogue<K>['t']>(
    () => (key, values) => catalogue.t(key, values),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- language is what t's answers depend on
    [catalogue, language],
  );
}
