import { apiMessageCatalogues, translateMessage, type MessageCatalogueData } from '@familyhub/contracts';
import { currentLanguage, type UiLanguage } from './i18n';
import { pseudoMessage } from './pseudo';

// The contracts' sentences (a form's validation messages) in the member's language: the catalogue the services
// answer their errors with (libs/contracts/src/i18n), fetched when a language needs it.
const loaded: Partial<Record<UiLanguage, MessageCatalogueData>> = {};

/** Starts fetching `language`'s catalogue of API sentences (nothing to fetch for English or the pseudo-locale). */
export function loadApiMessages(language: UiLanguage): Promise<void> | undefined {
  if (language === 'en' || language === 'pseudo' || loaded[language]) return undefined;
  return apiMessageCatalogues[language]().then((module) => {
    loaded[language] = module.default;
  });
}

/** A contract's English sentence in the language in force. */
export function apiMessage(message: string): string {
  const language = currentLanguage();
  if (language === 'en') return message;
  if (language === 'pseudo') return (pseudoMessage([message]) as string[]).join('');
  return translateMessage(message, loaded[language]);
}
