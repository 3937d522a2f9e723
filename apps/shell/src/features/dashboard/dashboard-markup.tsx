import type { Language } from '@familyhub/contracts';
import { MemoryRouter } from '@familyhub/ui/router';
import { Skeleton } from '@familyhub/ui';
import { HeaderFrame } from '../../layout/header';
import { ShellFrame } from '../../layout/shell-frame';
import { staticMarkup } from '../../layout/static-markup';
import { SidebarPlaceholder } from '../../layout/sidebar';
import { useNavLabels } from '../../layout/nav-labels/nav-labels';
import { DashboardHeading } from './dashboard-heading';

/** The header with the page's title in the member's language, a placeholder where today's date goes. */
function MarkupHeader() {
  const title = useNavLabels().pageTitle('/dashboard');
  return <HeaderFrame title={title} subtitle={<Skeleton className="h-4 w-48" />} />;
}

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
      <ShellFrame sidebar={<SidebarPlaceholder />} header={<MarkupHeader />}>
        <DashboardHeading />
      </ShellFrame>
    </MemoryRouter>
  ));
}
