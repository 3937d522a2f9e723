import type { Language } from '@familyhub/contracts';
import { MemoryRouter } from '@familyhub/ui/router';
import { staticMarkup } from '@familyhub/ui/static-markup';
import { LandingPage } from './landing-page';

/**
 * The landing page as static HTML, made when the shell is built (apps/shell/rspack.config.js → `landing.html`): the
 * gateway puts it inside `#root` of a signed-out `/`, so the page paints from its first HTML answer, before any
 * JavaScript has run (issue #16, Lighthouse on `/`). React then draws the same page over it. One file per language
 * (`landing.es.html`); the gateway picks the visitor's by their browser's languages.
 */
export function landingMarkup(language: Language): Promise<string> {
  return staticMarkup(language, () => (
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>
  ));
}
