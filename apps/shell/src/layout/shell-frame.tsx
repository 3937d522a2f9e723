import { Suspense, type ReactNode } from 'react';
import { useMessages } from '@familyhub/ui/i18n';
import { layoutMessages } from './messages';

function SkipLink() {
  const t = useMessages(layoutMessages);
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
    >
      {t('frame.skipToContent')}
    </a>
  );
}

/**
 * The signed-in page's layout: the skip link, the sidebar, the header and the page itself. The application shell
 * (app-shell.tsx) fills it with the member's own parts; the first-paint markup of /dashboard
 * (features/dashboard/dashboard-markup.tsx) with placeholders, so both draw the same page.
 */
export function ShellFrame({
  sidebar,
  header,
  children,
  after,
}: {
  sidebar: ReactNode;
  header: ReactNode;
  children: ReactNode;
  /** What sits outside the columns: the phone's bottom bar, the alert pop-up. */
  after?: ReactNode;
}) {
  return (
    <div className="flex min-h-screen bg-background">
      <Suspense fallback={null}>
        <SkipLink />
      </Suspense>
      {sidebar}
      <div className="flex min-w-0 flex-1 flex-col">
        {header}
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 pb-24 outline-none md:px-8 md:pb-8">
          {children}
        </main>
      </div>
      {after}
    </div>
  );
}
