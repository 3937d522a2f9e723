// FamilyHub's languages (issue #35, ADR 0023): one Lingui instance, a catalogue per feature, the member's formats.
export {
  applyLanguageSettings,
  currentLanguage,
  currentLanguageSettings,
  i18n,
  onLanguageChange,
  type UiLanguage,
  type UiLanguageSettings,
} from './i18n';
export {
  defineMessages,
  loadDefinedCatalogues,
  type MessageCatalogue,
  type MessageValues,
} from './catalogue';
export { useMessages } from './use-messages';
export { apiMessage, loadApiMessages } from './api-messages';
export { formatsFor, useFormats, type Formats } from './formats';
export { PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudo';
