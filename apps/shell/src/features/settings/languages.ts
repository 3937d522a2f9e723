// The languages runtime, fetched by use-member-language.ts only when a member needs more than English with
// automatic formats (a module of the shell's own, so the dynamic import stays inside the shell).
export { applyLanguageSettings } from '@familyhub/ui/i18n';
