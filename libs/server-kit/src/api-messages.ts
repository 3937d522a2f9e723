import type { Request } from 'express';
import {
  acceptLanguageTags,
  apiMessageCatalogues,
  preferredLanguage,
  translateMessage,
  type Language,
  type MessageCatalogueData,
} from '@familyhub/contracts';

/**
 * The API's sentences in the caller's language (issue #35, ADR 0023): the member's choice once signed in (the
 * gateway signs it into the caller), the browser's Accept-Language before. Error codes never change.
 */
const catalogues: Partial<Record<Language, MessageCatalogueData>> = {};

/** Resolves once every language's catalogue is in (it starts loading when this module does). */
export const apiMessagesReady: Promise<void> = Promise.all(
  Object.entries(apiMessageCatalogues).map(async ([language, load]) => {
    catalogues[language as Language] = (await load()).default;
  }),
).then(() => undefined);

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
