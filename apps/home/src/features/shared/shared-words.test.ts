import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings, formatsFor } from '@familyhub/ui/i18n';
import { relativeDay } from './local-date';
import { sharedMessages } from './messages';
import { dueLabel, formatDay } from './upkeep-days';

afterEach(() => applyLanguageSettings(defaultLanguageSettings));

const t = (key: Parameters<typeof sharedMessages.t>[0], values?: Record<string, number>) =>
  sharedMessages.t(key, values);
const english = formatsFor(defaultLanguageSettings);
const spanish = formatsFor({ ...defaultLanguageSettings, language: 'es' });

describe('home.shared: the words for days', () => {
  it('says due days and relative days in English as before', () => {
    expect(dueLabel(t, '2026-11-29', '2026-11-29')).toBe('Due today');
    expect(dueLabel(t, '2026-12-04', '2026-11-29')).toBe('Due in 5 days');
    expect(dueLabel(t, '2026-11-28', '2026-11-29')).toBe('Overdue by 1 day');
    expect(dueLabel(t, '2026-11-27', '2026-11-29')).toBe('Overdue by 2 days');
    expect(relativeDay(t, '2026-12-02', '2026-11-29')).toBe('in 3 days');
    expect(relativeDay(t, '2026-11-24', '2026-11-29')).toBe('5 days ago');
    expect(formatDay(english, '2026-11-25')).toBe('Wed, 25 Nov 2026');
  });

  it('says them in Spanish once a member reads Spanish', async () => {
    await sharedMessages.load('es');
    applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' });
    expect(dueLabel(t, '2026-11-30', '2026-11-29')).toBe('Toca mañana');
    expect(dueLabel(t, '2026-11-28', '2026-11-29')).toBe('Con 1 día de retraso');
    expect(relativeDay(t, '2026-11-24', '2026-11-29')).toBe('hace 5 días');
    expect(relativeDay(t, '2026-11-29', '2026-11-29')).toBe('hoy');
    expect(formatDay(spanish, '2026-11-25')).toMatch(/^mié, 25 nov 2026$/);
  });
});
