import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { defaultLanguageSettings } from '@familyhub/contracts';
import en from './fixtures/messages/en.json';
import { defineMessages } from './catalogue';
import { type Formats, formatsFor, useFormats } from './formats';
import { applyLanguageSettings } from './i18n';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudo';
import { useMessages } from './use-messages';

const fixture = defineMessages('test.fixture', en, { es: () => import('./fixtures/messages/es.json') });
// A catalogue whose Spanish file lacks a key: that key shows in English, never as its id.
const partial = defineMessages('test.partial', en, {
  es: async () => ({ greeting: [['¡Hola, ', ['name'], '!']][0] }),
});

afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

function Greeting() {
  const t = useMessages(fixture);
  return (
    <p>
      {t('greeting', { name: 'Mia' })} · {t('tasks', { count: 2 })}
    </p>
  );
}

describe('messages (ADR 0023)', () => {
  it('renders English with placeholders and plural forms by ICU rules', () => {
    expect(fixture.t('greeting', { name: 'Mia' })).toBe('Hello, Mia!');
    expect(fixture.t('tasks', { count: 1 })).toBe('1 task today');
    expect(fixture.t('tasks', { count: 3 })).toBe('3 tasks today');
  });

  it('draws again in Spanish once its file has loaded, and back in English', async () => {
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Greeting />
      </Suspense>,
    );
    expect(screen.getByText('Hello, Mia! · 2 tasks today')).toBeInTheDocument();
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    expect(await screen.findByText('¡Hola, Mia! · 2 tareas hoy')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    act(() => applyLanguageSettings(defaultLanguageSettings));
    expect(screen.getByText('Hello, Mia! · 2 tasks today')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to English for a key a language has not translated yet', async () => {
    applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' });
    await partial.load('es');
    expect(partial.t('greeting', { name: 'Leo' })).toBe('¡Hola, Leo!');
    expect(partial.t('onlyEnglish')).toBe('Not translated yet');
  });

  it('marks, accents and lengthens every message in the pseudo-locale, keeping placeholders and plurals', () => {
    applyLanguageSettings({ ...defaultLanguageSettings, language: 'pseudo' });
    void fixture.load('pseudo');
    const greeting = fixture.t('greeting', { name: 'Mia' });
    expect(greeting.startsWith(PSEUDO_OPEN) && greeting.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(greeting).toContain('Ĥéĺĺó, Mia!');
    expect(greeting.length).toBeGreaterThan('Hello, Mia!'.length * 1.3);
    expect(fixture.t('tasks', { count: 1 })).toContain('1 ţášķ ţóðáý');
    expect(document.documentElement.lang).toBe('en-XA');
  });
});

describe('formats', () => {
  const moment = new Date(2026, 10, 29, 18, 30);

  it('follows the language, with the member’s clock and date order over it', () => {
    const english = formatsFor(defaultLanguageSettings);
    expect(english.time(moment)).toMatch(/6:30\sPM/);
    expect(english.numericDate(moment)).toBe('11/29/2026');
    expect(english.firstDayOfWeek).toBe(0);

    const spanish = formatsFor({ ...defaultLanguageSettings, language: 'es' });
    expect(spanish.time(moment)).toBe('18:30');
    expect(spanish.numericDate(moment)).toBe('29/11/2026');
    expect(spanish.firstDayOfWeek).toBe(1);

    const chosen = formatsFor({ language: 'en', hourCycle: 'h23', weekStart: 'monday', dateOrder: 'ymd' });
    expect(chosen.time(moment)).toBe('18:30');
    expect(chosen.numericDate(moment)).toBe('2026-11-29');
    expect(chosen.firstDayOfWeek).toBe(1);
    expect(
      formatsFor({ ...defaultLanguageSettings, language: 'es', dateOrder: 'mdy' }).numericDate(moment),
    ).toBe('11/29/2026');
  });

  it('shows a calendar day (YYYY-MM-DD) as that day west of Greenwich too', async () => {
    // A browser in California: its formats default to that zone, where 2026-11-29T00:00Z is still the 28th.
    const BrowserFormat = Intl.DateTimeFormat;
    const inCalifornia = jest
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation(
        (locales, options) => new BrowserFormat(locales, { timeZone: 'America/Los_Angeles', ...options }),
      );
    try {
      // A module of its own: its formatters are made under the Californian browser, not kept from another test.
      let formatsFor!: typeof import('./formats').formatsFor;
      await jest.isolateModulesAsync(async () => {
        ({ formatsFor } = await import('./formats'));
      });
      const spanish = formatsFor({ ...defaultLanguageSettings, language: 'es' });
      expect(spanish.date('2026-11-29')).toBe('29 nov 2026');
      expect(spanish.date('2026-11-29', { weekday: 'long', day: 'numeric' })).toBe('domingo 29');
      expect(spanish.numericDate('2026-11-29')).toBe('29/11/2026');
      expect(formatsFor(defaultLanguageSettings).date('2026-11-29')).toBe('Nov 29, 2026');
      expect(formatsFor(defaultLanguageSettings).date(new Date('2026-11-29T00:00:00Z'))).toBe('Nov 28, 2026');
    } finally {
      inCalifornia.mockRestore();
    }
  });

  it('makes each Intl formatter once, and gives every component the same formatters (issue #34)', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const days = Array.from({ length: 40 }, (_, i) => `2026-12-${String((i % 28) + 1).padStart(2, '0')}`);
      for (const day of days)
        formatsFor({ ...defaultLanguageSettings, language: 'es' }).date(day, { month: 'long' });
      expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      made.mockRestore();
    }

    const seen: Formats[] = [];
    function Probe() {
      seen.push(useFormats());
      return null;
    }
    render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });

  it('writes a file’s size in the member’s numbers', () => {
    const english = formatsFor(defaultLanguageSettings);
    expect([1, 512, 1536, 1023.97 * 1024, 3 * 1024 ** 3].map(english.fileSize)).toEqual([
      '1 byte',
      '512 bytes',
      '1.5 KB',
      '1.0 MB',
      '3.0 GB',
    ]);
    expect(english.fileSize(-1)).toBe('');
    const spanish = formatsFor({ ...defaultLanguageSettings, language: 'es' });
    expect([512, 1536, 250 * 1024 ** 2].map(spanish.fileSize)).toEqual(['512 bytes', '1,5 KB', '250,0 MB']);
  });

  it('shows a time of day written HH:MM on the member’s clock', () => {
    expect(formatsFor(defaultLanguageSettings).time('16:30')).toMatch(/^4:30\sPM$/);
    expect(formatsFor({ ...defaultLanguageSettings, language: 'es' }).time('16:30')).toBe('16:30');
    expect(formatsFor({ ...defaultLanguageSettings, hourCycle: 'h23' }).time('07:05')).toBe('07:05');
  });
});
