import { renderToStaticMarkup } from 'react-dom/server';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { i18n } from '@familyhub/ui/i18n';
import { MemoryRouter } from '@familyhub/ui/router';
import { Skeleton } from '@familyhub/ui';
import { HeaderFrame } from '../../layout/header';
import { ShellFrame } from '../../layout/shell-frame';
import { SidebarPlaceholder } from '../../layout/sidebar';
import { pageTitleOf } from '../../routing/route-table';
import { DashboardHeading } from './dashboard-heading';

/**
 * The signed-in /dashboard as static HTML, made when the shell is built (apps/shell/rspack.config.js →
 * `dashboard.html`): the page's frame and heading, with placeholders where the member's sidebar, today's date and the
 * cards go. The gateway puts it inside `#root` whenever a member's browser loads /dashboard (or /), so the page
 * paints from its first HTML answer instead of after the shell's JavaScript has run (issue #16, Lighthouse on /dashboard: the heading
 * was its largest paint). React then draws the member's page in its place. Nothing in it is about one family.
 */
export function dashboardMarkup(): string {
  // At build time the catalogues are read as written (ICU text), not through the messages loader: compile them here.
  i18n.setMessagesCompiler(compileMessage);
  return renderToStaticMarkup(
    <MemoryRouter>
      <ShellFrame
        sidebar={<SidebarPlaceholder />}
        header={
          <HeaderFrame title={pageTitleOf('/dashboard')} subtitle={<Skeleton className="h-4 w-48" />} />
        }
      >
        <DashboardHeading />
      </ShellFrame>
    </MemoryRouter>,
  );
}
