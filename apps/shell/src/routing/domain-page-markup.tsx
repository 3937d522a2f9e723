import { domainRoutes, type Language } from '@familyhub/contracts';
import { MemoryRouter } from '@familyhub/ui/router';
import { staticMarkup } from '@familyhub/ui/static-markup';
import { PAGE_HEADER_SLOT } from '../federation/first-paint-header';
import { RemoteScreenSkeleton } from '../federation/remote-screen';
import { MarkupHeader } from '../layout/markup-header';
import { ShellFrame } from '../layout/shell-frame';
import { SidebarPlaceholder } from '../layout/sidebar';

/**
 * Every domain page's first paint as static HTML, made when the shell is built (apps/shell/rspack.config.js →
 * `domain-pages.json`), route path → markup: the frame with the page's title, and the skeleton the shell draws while
 * the remote loads, its header slot (PAGE_HEADER_SLOT) left for the gateway to fill with the header the remote drew
 * at its own build (issue #34: a domain page's largest paint is its header, which came only once the shell, the
 * remote's entry and its screen had arrived). React then draws the same frame and skeleton, the same header in it,
 * and the remote its screen. Nothing in it is about one family.
 */
export async function domainPagesMarkup(language: Language): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const { path } of domainRoutes) {
    pages[path] = await staticMarkup(language, () => (
      <MemoryRouter>
        <ShellFrame sidebar={<SidebarPlaceholder />} header={<MarkupHeader pathname={path} />}>
          <RemoteScreenSkeleton header={PAGE_HEADER_SLOT} />
        </ShellFrame>
      </MemoryRouter>
    ));
  }
  return pages;
}
