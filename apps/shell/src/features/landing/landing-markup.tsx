import { renderToStaticMarkup } from 'react-dom/server';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { i18n } from '@familyhub/ui/i18n';
import { MemoryRouter } from '@familyhub/ui/router';
import { LandingPage } from './landing-page';

/**
 * The landing page as static HTML, made when the shell is built (apps/shell/rspack.config.js → `landing.html`): the
 * gateway puts it inside `#root` of a signed-out `/`, so the page paints from its first HTML answer, before any
 * JavaScript has run (issue #16, Lighthouse on `/`). React then draws the same page over it.
 */
export function landingMarkup(): string {
  // At build time the catalogues are read as written (ICU text), not through the messages loader: compile them here.
  i18n.setMessagesCompiler(compileMessage);
  return renderToStaticMarkup(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}
