import type { Language } from '../identity/language';
import type { MessageCatalogueData } from './translate-message';

// The API's sentences in the member's language (issue #35): the translation rule, and each language's catalogue.
export { translateMessage, type MessageCatalogueData } from './translate-message';
export { dateTimeFormat, numberFormat } from './intl-formats';
export {
  formatDay,
  messageRef,
  phrase,
  placeholdersOf,
  renderMessage,
  type MessageParam,
  type MessageRef,
} from './render-message';

/** Each language's catalogue of API sentences, loaded on first use (English needs none: its sentences are the keys). */
export const apiMessageCatalogues: Readonly<
  Record<Exclude<Language, 'en'>, () => Promise<{ default: MessageCatalogueData }>>
> = {
  es: () => import('./es'),
};
