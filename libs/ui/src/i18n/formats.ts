import { useMemo, useSyncExternalStore } from 'react';
import { dateTimeFormat, numberFormat } from '@familyhub/contracts';
import { currentLanguageSettings, onLanguageChange, type UiLanguageSettings } from './i18n';

/** The locale Intl formats with: the browser's own region for the member's language when it has one (es-MX). */
function intlLocale(settings: UiLanguageSettings): string {
  const language = settings.language === 'pseudo' ? 'en' : settings.language;
  const fromBrowser =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator.languages ?? []).find(
          (tag) => tag.toLowerCase().split('-')[0] === language && tag.includes('-'),
        );
  return fromBrowser ?? (language === 'en' ? 'en-US' : language);
}

const weekdayIndex = { sunday: 0, monday: 1, saturday: 6 } as const;

/** The locale's first day of the week, asked of Intl once per locale (an Intl.Locale and its week data are slow). */
const localeFirstDays = new Map<string, number>();
function localeFirstDay(locale: string): number {
  let day = localeFirstDays.get(locale);
  if (day === undefined) {
    day = /-(US|CA|MX|BR|JP|IL|PH)$/i.test(locale) || locale === 'en-US' ? 0 : 1;
    try {
      const intl = new Intl.Locale(locale) as Intl.Locale & {
        getWeekInfo?: () => { firstDay: number };
        weekInfo?: { firstDay: number };
      };
      const firstDay = (intl.getWeekInfo?.() ?? intl.weekInfo)?.firstDay;
      if (firstDay) day = firstDay % 7; // Intl counts Monday 1 … Sunday 7
    } catch {
      // an engine without week data: the region's usual answer above
    }
    localeFirstDays.set(locale, day);
  }
  return day;
}

/** The first day of the week, 0 = Sunday … 6 = Saturday: the member's choice, else the locale's. */
function firstDayOfWeek(settings: UiLanguageSettings, locale: string): number {
  return settings.weekStart !== 'auto' ? weekdayIndex[settings.weekStart] : localeFirstDay(locale);
}

export interface Formats {
  /** The Intl locale in force (the member's language, the browser's region). */
  locale: string;
  /** 0 = Sunday … 6 = Saturday. */
  firstDayOfWeek: number;
  /** A date; a calendar day written YYYY-MM-DD is shown as that very day in every time zone. */
  date(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
  /** A time of day on the member's clock (12- or 24-hour); a time written HH:MM (an `<input type="time">`'s) too. */
  time(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
  /** A date in numbers, in the member's date order (e.g. 29/11/2026). */
  numericDate(value: Date | string | number): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A file's size: "512 bytes", "1.5 KB", "2.0 MB" ("1,5 KB" in Spanish); empty for a size that is not one. */
  fileSize(bytes: number): string;
}

const numericOrder = {
  mdy: ['month', 'day', 'year'],
  dmy: ['day', 'month', 'year'],
  ymd: ['year', 'month', 'day'],
};

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/** `new Date('2026-11-29')` is that day's midnight in UTC: formatted in UTC, it stays the 29th west of Greenwich. */
const dayZone = (value: Date | string | number): Intl.DateTimeFormatOptions =>
  typeof value === 'string' && calendarDay.test(value) ? { timeZone: 'UTC' } : {};

const clockTime = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** "16:30" is a time of day, not an instant: that time on any day, in the zone it is formatted in. */
function asTime(value: Date | string | number): Date | string | number {
  const match = typeof value === 'string' ? clockTime.exec(value) : null;
  return match ? new Date(2000, 0, 1, Number(match[1]), Number(match[2]), Number(match[3] ?? 0)) : value;
}

const fileSizeUnits = ['KB', 'MB', 'GB'] as const;

/** Formatters for a language and its overrides (hour cycle, first weekday, date order). */
export function formatsFor(settings: UiLanguageSettings): Formats {
  const locale = intlLocale(settings);
  const clock: Intl.DateTimeFormatOptions =
    settings.hourCycle === 'auto' ? {} : { hourCycle: settings.hourCycle };
  const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));
  return {
    locale,
    // Asked when a screen needs it (a calendar, a week): the locale's week data costs ~10 ms to load on a phone.
    get firstDayOfWeek() {
      return firstDayOfWeek(settings, locale);
    },
    date: (value, options = { dateStyle: 'medium' }) =>
      dateTimeFormat(locale, {
        ...dayZone(value),
        ...options,
        ...(options.hour ? clock : {}),
      }).format(asDate(value)),
    time: (value, options = { hour: 'numeric', minute: '2-digit' }) =>
      dateTimeFormat(locale, { ...options, ...clock }).format(asDate(asTime(value))),
    numericDate(value) {
      const format = dateTimeFormat(locale, {
        ...dayZone(value),
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      if (settings.dateOrder === 'auto') return format.format(asDate(value));
      const parts = Object.fromEntries(
        format.formatToParts(asDate(value)).map((part) => [part.type, part.value]),
      );
      const separator = settings.dateOrder === 'ymd' ? '-' : '/';
      return numericOrder[settings.dateOrder].map((type) => parts[type]).join(separator);
    },
    number: (value, options) => numberFormat(locale, options).format(value),
    fileSize(bytes) {
      if (!Number.isFinite(bytes) || bytes < 0) return '';
      if (bytes < 1024) {
        const whole = Math.round(bytes);
        return numberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(whole);
      }
      let value = bytes / 1024;
      let unit = 0;
      // Move up a unit when the value would round to 1024.0 in this one.
      while (unit < fileSizeUnits.length - 1 && value >= 1023.95) {
        value /= 1024;
        unit += 1;
      }
      const figure = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      return `${figure.format(value)} ${fileSizeUnits[unit]}`;
    },
  };
}

/** The member's formatters; the component draws again when their language or formats change. */
export function useFormats(): Formats {
  const settings = useSyncExternalStore(onLanguageChange, currentLanguageSettings, currentLanguageSettings);
  return useMemo(() => sharedFormats(settings), [settings]);
}

/** The same formatters for every component while the settings (and the browser's languages) stay as they are. */
let shared: { settings: UiLanguageSettings; locale: string; formats: Formats } | undefined;
function sharedFormats(settings: UiLanguageSettings): Formats {
  const locale = intlLocale(settings);
  if (shared?.settings !== settings || shared.locale !== locale) {
    shared = { settings, locale, formats: formatsFor(settings) };
  }
  return shared.formats;
}
