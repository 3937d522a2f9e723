import type { Request } from 'express';
import {
  acceptLanguageTags,
  apiMessageCatalogues,
  preferredLanguage,
  renderMessage,
  translateMessage,
  type Language,
  type AlertWording,
  type MessageCatalogueData,
  type MessageRef,
} from '@familyhub/contracts';

/**
 * The API's sentences in the caller's language (issue #35, ADR 0023): the member's choice once signed in (the
 * gateway signs it into the caller), the browser's Accept-Language before. Error codes never change.
 */
const catalogues: Partial<Record<Language, MessageCatalogueData>> = {};

let loading: Promise<void> | undefined;

/**
 * Loads every language's catalogue, once; resolves when they are in. A service's app starts it as it is made, and a
 * service awaits it before it listens. (Not when this module loads: a program that only reads server-kit's helpers,
 * a browser test's, loads no catalogue.)
 */
export function apiMessagesReady(): Promise<void> {
  loading ??= Promise.all(
    Object.entries(apiMessageCatalogues).map(async ([language, load]) => {
      catalogues[language as Language] = (await load()).default;
    }),
  ).then(() => undefined);
  return loading;
}

/** The language a request's answer is written in. */
export function requestLanguage(
  req: Pick<Request, 'headers'> & { caller?: { language?: Language } | null },
): Language {
  return req.caller?.language ?? preferredLanguage(acceptLanguageTags(req.headers['accept-language']));
}

/** `message` (an English sentence) in `language`; English, and any sentence not translated yet, stay as they are. */
export function inLanguage(message: string, language: Language): string {
  return language === 'en' ? message : translateMessage(message, catalogues[language]);
}

/** A worded sentence (an alert's title as "key + params") in `language`: its values go in as they are (issue #35). */
export function renderInLanguage(ref: MessageRef, language: Language): string {
  return renderMessage(ref, language, catalogues[language]);
}

/**
 * An alert's title and description as `language`'s reader gets them: from the wording its raiser gave (issue #35),
 * else as stored. A description the wording leaves out is family data, shown as stored.
 */
export function alertTextIn(
  alert: { title: string; description: string | null; wording?: AlertWording | null },
  language: Language,
): { title: string; description: string | null } {
  const { wording } = alert;
  return {
    title: wording ? renderInLanguage(wording.title, language) : alert.title,
    description: wording?.description ? renderInLanguage(wording.description, language) : alert.description,
  };
}
