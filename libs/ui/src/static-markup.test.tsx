import { renderToStaticMarkup } from 'react-dom/server';
import { PageHeader } from './components/panels';
import { currentLanguage, defineMessages } from './i18n';
import en from './i18n/fixtures/messages/en.json';
import { firstPaintHeader, pageHeadersMarkup } from './static-markup';

const fixture = defineMessages('test.static-markup', en, {
  es: () => import('./i18n/fixtures/messages/es.json'),
});

describe("a remote's page headers drawn at build time (issue #34)", () => {
  const headers = { '/somewhere': firstPaintHeader(fixture, 'onlyEnglish', 'onlyEnglish') };

  it('are the markup the screen draws with PageHeader, in each language', async () => {
    const english = await pageHeadersMarkup(headers, 'en');
    expect(english['/somewhere']).toBe(
      renderToStaticMarkup(<PageHeader title="Not translated yet" description="Not translated yet" />),
    );
    const spanish = await pageHeadersMarkup(headers, 'es');
    expect(spanish['/somewhere']).toContain(
      '<h1 class="text-2xl font-semibold tracking-tight">Todavía no traducido</h1>',
    );
    // Drawing them put Spanish in force only while they drew.
    expect(currentLanguage()).toBe('en');
  });
});
