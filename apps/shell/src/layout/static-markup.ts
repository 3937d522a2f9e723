import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { defaultLanguageSettings, type Language } from '@familyhub/contracts';
import { applyLanguageSettings, i18n, loadDefinedCatalogues } from '@familyhub/ui/i18n';

/**
 * A page drawn to static HTML when the shell is built (apps/shell/rspack.config.js), in `language`: every catalogue
 * its components use is loaded first, since markup drawn ahead of time cannot wait for its words (issue #35: a
 * Spanish member's first paint is in Spanish, not English until the shell has run).
 */
export async function staticMarkup(language: Language, page: () => ReactElement): Promise<string> {
  // At build time the catalogues are read as written (ICU text), not through the messages loader: compile them here.
  i18n.setMessagesCompiler(compileMessage);
  await loadDefinedCatalogues(language);
  applyLanguageSettings({ ...defaultLanguageSettings, language });
  try {
    return renderToStaticMarkup(page());
  } finally {
    applyLanguageSettings(defaultLanguageSettings);
  }
}
