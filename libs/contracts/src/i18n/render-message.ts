import type { Language } from '../identity/language';
import { formatMoney } from '../money/rules';
import { dateTimeFormat, numberFormat } from './intl-formats';
import type { MessageCatalogueData } from './translate-message';

/**
 * A sentence of ours kept as "key + params" (issue #35), so each reader gets it in their own language: an alert's
 * title raised in one member's session and read by another. The text is the English template, the catalogue's
 * key ("New task for you: {title}"); it is translated as a whole, and the params go in as they are. Family data
 * (a task named "Shopping") is never translated; dates, times, numbers and amounts are written the reader's way;
 * a `phrase` is a word of ours (a label such as "Field trip"), looked up in the catalogue on its own.
 */
export type MessageParam =
  | string
  | number
  | { date: string }
  | { instant: string; timeZone?: string; show?: 'time' | 'date' | 'dateTime' }
  | { money: number; currency: string }
  | { phrase: string };

export interface MessageRef {
  /** The English template, a key of the catalogue; `{name}` marks where a param goes. */
  text: string;
  params?: Record<string, MessageParam>;
}

/** `messageRef('New task for you: {title}', { title: task.title })`: how a sentence is worded for later. */
export function messageRef(text: string, params?: Record<string, MessageParam>): MessageRef {
  return params ? { text, params } : { text };
}

/** A word of ours inside a sentence (`phrase(schoolEventTypeLabels[type])`): translated where family data is not. */
export function phrase(text: string): { phrase: string } {
  return { phrase: text };
}

// A 24-hour clock in every language: the server does not know a reader's own clock, and 09:00 reads everywhere.
const clock: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * A calendar day (`2026-11-29`) as the screens write it (Nov 29, 2026 · 29 nov 2026); `long` spells the month out
 * (November 29, 2026 · 29 de noviembre de 2026). The day itself, in every time zone.
 */
export function formatDay(
  day: string | Date,
  language: Language,
  style: 'medium' | 'long' = 'medium',
): string {
  const at = typeof day === 'string' ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : day;
  if (Number.isNaN(at.getTime())) return String(day);
  return dateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' }).format(at);
}

function formatInstant(
  param: { instant: string; timeZone?: string; show?: 'time' | 'date' | 'dateTime' },
  language: Language,
): string {
  const at = new Date(param.instant);
  if (Number.isNaN(at.getTime())) return param.instant;
  const timeZone = param.timeZone ?? 'UTC';
  const show = param.show ?? 'dateTime';
  const options: Intl.DateTimeFormatOptions =
    show === 'time'
      ? { ...clock, timeZone }
      : show === 'date'
        ? { dateStyle: 'medium', timeZone }
        : { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone };
  try {
    return dateTimeFormat(language, options).format(at);
  } catch {
    // A zone this runtime does not know (kept from an older one): the instant as it was given.
    return param.instant;
  }
}

function formatParam(param: MessageParam, language: Language, catalogue: MessageCatalogueData | undefined) {
  if (typeof param === 'string') return param;
  if (typeof param === 'number') return numberFormat(language, { maximumFractionDigits: 3 }).format(param);
  if ('date' in param) return formatDay(param.date, language);
  if ('instant' in param) return formatInstant(param, language);
  if ('money' in param) return formatMoney(param.money, param.currency, language);
  return (language !== 'en' && catalogue?.[param.phrase]) || param.phrase;
}

/**
 * A worded sentence in `language`: the template looked up whole (English, and a template not translated yet, stay
 * English), each `{name}` replaced by its param written for the language; a param that is missing leaves `{name}`.
 */
export function renderMessage(
  ref: MessageRef,
  language: Language,
  catalogue: MessageCatalogueData | undefined,
): string {
  const template = (language !== 'en' && catalogue?.[ref.text]) || ref.text;
  const params = ref.params ?? {};
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name)
      ? formatParam(params[name], language, catalogue)
      : whole,
  );
}

/** The placeholders a template names (`{title}`), each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))];
}
