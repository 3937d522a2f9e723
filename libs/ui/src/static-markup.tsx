import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { defaultLanguageSettings, type Language } from '@familyhub/contracts';
import { PageHeader } from './components/panels';
import {
  applyLanguageSettings,
  i18n,
  loadDefinedCatalogues,
  useMessages,
  type MessageCatalogue,
} from './i18n';

/**
 * Markup drawn to static HTML when an app is built (never in a browser bundle: `@familyhub/ui/static-markup`), in
 * `language`: every catalogue its components use is loaded first, since markup drawn ahead of time cannot wait for
 * its words (issue #35: a Spanish member's first paint is in Spanish, not English until the shell has run). The
 * shell draws its first-paint pages with it (apps/shell/rspack.config.js), a remote its page headers.
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

/** A screen's page header (its title and the line under it) as its catalogue words them. */
export interface FirstPaintHeader {
  messages: MessageCatalogue<string>;
  title: string;
  description: string;
}

/** The header a remote's screen draws first, by its catalogue's keys (checked against the catalogue). */
export function firstPaintHeader<K extends string>(
  messages: MessageCatalogue<K>,
  title: NoInfer<K>,
  description: NoInfer<K>,
): FirstPaintHeader {
  return { messages: messages as unknown as MessageCatalogue<string>, title, description };
}

function DeclaredHeader({ header }: { header: FirstPaintHeader }) {
  const t = useMessages(header.messages);
  return <PageHeader title={t(header.title)} description={t(header.description)} />;
}

/**
 * A remote's page headers as static HTML, route path → markup, in `language` (issue #34: a domain page's largest
 * paint is its header; the gateway puts it in the page's first HTML answer, inside the shell's frame, and the remote
 * then draws the same header). The remote's build writes them to `page-headers.json` (tools/rspack/create-config.js).
 */
export async function pageHeadersMarkup(
  headers: Readonly<Record<string, FirstPaintHeader>>,
  language: Language,
): Promise<Record<string, string>> {
  const markup: Record<string, string> = {};
  for (const [path, header] of Object.entries(headers)) {
    markup[path] = await staticMarkup(language, () => <DeclaredHeader header={header} />);
  }
  return markup;
}
