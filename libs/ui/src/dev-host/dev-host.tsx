import { StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from '@familyhub/ui/router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Spinner } from '../components/spinner';
import { ThemeProvider } from '../theme/theme';
import { useUiMessages } from '../messages';
import { Toaster } from '../toast/toaster';

export interface DevHostProps {
  /** The remote's domain id, e.g. `home`. */
  domain: string;
  /** What the remote exposes as `./screens`: route path → screen. */
  screens: Record<string, ComponentType>;
  /** Extra controls at the end of the header (planning's demo sign-in). */
  toolbar?: ReactNode;
}

/**
 * A remote's standalone dev host (`nx serve <domain>-app`): stands in for the shell — a header with a link
 * per screen, the screens' routes, and toasts — so a domain team can work alone. Needs a router above it.
 */
export function DevHost({ domain, screens, toolbar }: DevHostProps) {
  const t = useUiMessages();
  const paths = Object.keys(screens);
  const domainTitle = domain.charAt(0).toUpperCase() + domain.slice(1);
  return (
    <div className="min-h-screen bg-background text-foreground">
      <header className="flex flex-wrap items-center gap-4 border-b border-border px-4 py-3">
        <strong>{t('devHost.title', { domain })}</strong>
        <nav aria-label={t('devHost.nav', { domain: domainTitle })} className="flex flex-wrap gap-3 text-sm">
          {paths.map((path) => (
            <NavLink
              key={path}
              to={path}
              end
              className={({ isActive }) =>
                isActive ? 'font-semibold text-primary' : 'text-muted-foreground'
              }
            >
              {path}
            </NavLink>
          ))}
        </nav>
        {toolbar ? <div className="ms-auto">{toolbar}</div> : null}
      </header>
      <main className="p-4 md:p-6">
        <Suspense fallback={<Spinner />}>
          <Routes>
            {Object.entries(screens).map(([path, Screen]) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
            <Route path="*" element={<Navigate to={paths[0]} replace />} />
          </Routes>
        </Suspense>
      </main>
      <Toaster />
    </div>
  );
}

export interface RenderDevHostOptions extends DevHostProps {
  /** The remote's query client (`createQueryClient()` from @familyhub/api-client). */
  queryClient: QueryClient;
}

/** Renders the dev host into `#root` inside the providers the shell would give: theme, queries, router. */
export function renderDevHost({ queryClient, ...props }: RenderDevHostOptions): void {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <DevHost {...props} />
          </BrowserRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}
