// No zod here: the shell reads these at start-up, and the dashboard's first paint does without zod (issue #34).

/**
 * The languages FamilyHub speaks (issue #35, ADR 0023). English is the source: every catalogue holds the same keys
 * as its `en.json`. A further language is a catalogue file per feature plus its code here.
 */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

/** Each language by its own name, as the language picker shows it (never translated: a reader finds their own). */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español' };

/** 12- or 24-hour clock; `auto` follows the language's usual one. */
export const hourCycles = ['auto', 'h12', 'h23'] as const;
/** The first day of a week in calendars and week views; `auto` follows the language's region. */
export const weekStarts = ['auto', 'monday', 'sunday', 'saturday'] as const;
/** How a date in numbers reads (month/day/year and so on); `auto` follows the language. */
export const dateOrders = ['auto', 'mdy', 'dmy', 'ymd'] as const;

/** A member's language and formats (Settings › Profile); `language-settings.ts` checks a body against it. */
export interface LanguageSettings {
  language: Language;
  hourCycle: (typeof hourCycles)[number];
  weekStart: (typeof weekStarts)[number];
  dateOrder: (typeof dateOrders)[number];
}

export const defaultLanguageSettings: LanguageSettings = {
  language: 'en',
  hourCycle: 'auto',
  weekStart: 'auto',
  dateOrder: 'auto',
};

/**
 * The supported language a browser's list of preferred languages (navigator.languages, or an Accept-Language
 * header's tags in order) asks for first; English when none is supported.
 */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    const match = languages.find((language) => language === base);
    if (match) return match;
  }
  return 'en';
}

/** The language tags of an Accept-Language header, most wanted first (weights honoured, `*` ignored). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
