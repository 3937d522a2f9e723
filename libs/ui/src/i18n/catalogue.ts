import type { Messages } from '@lingui/core';
import type { Language } from '@familyhub/contracts';
import { i18n, type UiLanguage } from './i18n';
import { pseudoMessage } from './pseudo';

/** What a message's placeholders take: `{count, plural, …}` a number, `{name}` text. */
export type MessageValues = Record<string, string | number | Date>;

/** A catalogue file as imported: keys to compiled messages (messages-loader.cjs; the JSON itself holds ICU text). */
type CatalogueFile<K extends string> = Record<K, unknown>;
type CatalogueLoader = () => Promise<{ default: Record<string, unknown> } | Record<string, unknown>>;

export interface MessageCatalogue<K extends string> {
  readonly namespace: string;
  /** The message `key` in the language in force, English where this catalogue has no translation for it yet. */
  t(key: K, values?: MessageValues): string;
  /** Starts loading this catalogue's `language` file; undefined when it is already in (or there is none). */
  load(language: UiLanguage): Promise<void> | undefined;
}

/** Every catalogue this program has defined so far (each feature's module defines its own as it loads). */
const defined: MessageCatalogue<string>[] = [];

/**
 * Loads `language`'s file of every catalogue defined so far: for a page drawn ahead of time, whose components
 * cannot wait for their words as a browser's do (the shell's first-paint markup, drawn when it is built).
 */
export async function loadDefinedCatalogues(language: UiLanguage): Promise<void> {
  await Promise.all(defined.map((catalogue) => catalogue.load(language) ?? Promise.resolve()));
}

/**
 * One feature's messages (ADR 0023): its `messages/en.json`, imported here so English needs no extra request, and
 * a loader per further language that fetches that file only when a member uses it. Keys live under `namespace`
 * (e.g. `shell.settings`), so every feature's catalogue can sit in the one Lingui instance.
 */
export function defineMessages<K extends string>(
  namespace: string,
  en: CatalogueFile<K>,
  translations: Partial<Record<Exclude<Language, 'en'>, CatalogueLoader>>,
): MessageCatalogue<K> {
  const english = en as Record<string, unknown>;
  const prefixed = (messages: Record<string, unknown>, map: (m: unknown) => unknown = (m) => m): Messages =>
    Object.fromEntries(
      Object.entries(messages).map(([key, message]) => [
        `${namespace}.${key}`,
        map(message) as Messages[string],
      ]),
    );
  i18n.load('en', prefixed(english));

  const loaded = new Set<UiLanguage>(['en']);
  const pending = new Map<UiLanguage, Promise<void>>();

  const catalogue: MessageCatalogue<K> = {
    namespace,
    t(key, values) {
      // English's compiled form is the fallback: a key not translated yet shows in English, never as its id.
      return i18n._(`${namespace}.${key}`, values, { message: english[key] as string });
    },
    load(language) {
      if (loaded.has(language)) return undefined;
      if (language === 'pseudo') {
        i18n.load('pseudo', prefixed(english, pseudoMessage));
        loaded.add('pseudo');
        return undefined;
      }
      const loader = translations[language as Exclude<Language, 'en'>];
      if (!loader) {
        loaded.add(language);
        return undefined;
      }
      let promise = pending.get(language);
      if (!promise) {
        promise = loader().then((file: Awaited<ReturnType<CatalogueLoader>>) => {
          const messages = ('default' in file ? file.default : file) as Record<string, unknown>;
          i18n.load(language, prefixed(messages));
          loaded.add(language);
        });
        pending.set(language, promise);
      }
      return promise;
    },
  };
  defined.push(catalogue);
  return catalogue;
}
