import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from '@familyhub/contracts';

/** What a message's placeholders take. */
export type ServerMessageValues = Record<string, string | number | Date>;

/** A catalogue's messages in one language: `t('digest.subject.daily', { date })`. */
export type ServerMessages<K extends string> = (key: K, values?: ServerMessageValues) => string;

/**
 * A service's own catalogue (emails, digests, notifications: issue #35, ADR 0023): `messages/en.json` and a file per
 * further language, ICU messages by key, answered in the language asked for. One Lingui instance per language, so
 * concurrent calls in different languages never share a locale; a key a language lacks answers in English.
 */
export function defineServerMessages<K extends string>(
  en: Record<K, unknown>,
  translations: Partial<Record<Exclude<Language, 'en'>, Record<string, unknown>>>,
): (language: Language | undefined) => ServerMessages<K> {
  const english = en as Record<string, unknown>;
  const instances = new Map<Language, I18n>();
  const instanceFor = (language: Language): I18n => {
    let instance = instances.get(language);
    if (!instance) {
      const messages = (language === 'en' ? english : (translations[language] ?? {})) as Messages;
      instance = setupI18n({ locale: language, messages: { [language]: messages } });
      // Catalogues are read as written (ICU text) by the services; Jest hands them over compiled. Both work.
      instance.setMessagesCompiler(compileMessage);
      instances.set(language, instance);
    }
    return instance;
  };
  return (language = 'en') => {
    const instance = instanceFor(language);
    return (key, values) => instance._(key, values, { message: english[key] as string });
  };
}
