import { act } from '@testing-library/react';
import { dashboardWidgets, defaultLanguageSettings, domainCatalogue, routeTitle } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { navMessages } from './messages';
import { navLabelsWith } from './nav-labels';

// The catalogue's text as written (Jest imports catalogues compiled, as the build does).
const en = JSON.parse(readFileSync(path.join(__dirname, 'messages', 'en.json'), 'utf8')) as Record<
  string,
  string
>;

afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const labels = navLabelsWith((key) => navMessages.t(key));

describe('the shell’s names for the domain catalogue (shell.nav)', () => {
  it('says in English exactly what the catalogue says', () => {
    for (const [key, english] of Object.entries(en)) {
      const [kind, id] = [key.slice(0, key.indexOf('.')), key.slice(key.indexOf('.') + 1)];
      const catalogue =
        kind === 'route'
          ? routeTitle(id)
          : kind === 'widget'
            ? dashboardWidgets.find((w) => w.id === id)?.title
            : kind === 'domain'
              ? domainCatalogue.find((d) => d.id === id)?.name
              : english;
      expect({ key, english }).toEqual({ key, english: catalogue });
    }
  });

  it('shows the catalogue’s English for a route, card or domain it has no key for yet', () => {
    expect(labels.route('/garden', 'Garden')).toBe('Garden');
    expect(labels.widget('garden-beds', 'Garden Beds')).toBe('Garden Beds');
    expect(labels.domain('garden', 'Garden')).toBe('Garden');
  });

  it('says the names in Spanish once Spanish is in force', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    await navMessages.load('es');
    expect(labels.route('/tasks', 'Tasks')).toBe('Tareas');
    expect(labels.widget('todays-tasks', "Today's Tasks")).toBe('Tareas de hoy');
    expect(labels.domain('planning', 'Planning')).toBe('Planificación');
    expect(labels.pageTitle('/maintenance/history')).toBe('Historial de mantenimiento');
    expect(labels.pageTitle('/nowhere')).toBe('Página no encontrada');
    expect(labels.route('/garden', 'Garden')).toBe('Garden');
  });
});
