import type { Language } from '@familyhub/contracts';
import { MemoryRouter } from '@familyhub/ui/router';
import { ShellFrame } from '../../layout/shell-frame';
import { staticMarkup } from '@familyhub/ui/static-markup';
import { SidebarPlaceholder } from '../../layout/sidebar';
import { MarkupHeader } from '../../layout/markup-header';
import { DashboardHeading } from './dashboard-heading';

/**
 * The signed-in /dashboard as static HTML, made when the shell is built (apps/shell/rspack.config.js →
 * `dashboard.html`): the page's frame and heading, with placeholders where the member's sidebar, today's date and the
 * cards go. The gateway puts it inside `#root` whenever a member's browser loads /dashboard (or /), so the page
 * paints from its first HTML answer instead of after the shell's JavaScript has run (issue #16, Lighthouse on /dashboard: the heading
 * was its largest paint). React then draws the member's page in its place. Nothing in it is about one family. One
 * file per language (`dashboard.es.html`); the gateway picks the member's.
 */
export function dashboardMarkup(language: Language): Promise<string> {
  return staticMarkup(language, () => (
    <MemoryRouter>
      <ShellFrame sidebar={<SidebarPlaceholder />} header={<MarkupHeader pathname="/dashboard" />}>
        <DashboardHeading />
      </ShellFrame>
    </MemoryRouter>
  ));
}
