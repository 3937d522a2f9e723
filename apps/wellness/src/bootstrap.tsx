// Standalone dev host (`nx serve wellness-app`): stands in for the shell so the wellness team can work alone.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@familyhub/api-client';
import { Spinner, ThemeProvider, Toaster } from '@familyhub/ui';
import screens from './screens';
import './dev-host.css';

const [firstPath] = Object.keys(screens);

function DevHost() {
  return (
    <div className="min-h-screen bg-background text-foreground">
      <header className="flex flex-wrap items-center gap-4 border-b border-border px-4 py-3">
        <strong>FamilyHub · wellness (standalone)</strong>
        <nav aria-label="Wellness screens" className="flex flex-wrap gap-3 text-sm">
          {Object.keys(screens).map((path) => (
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
      </header>
      <main className="p-4 md:p-6">
        <Suspense fallback={<Spinner />}>
          <Routes>
            {Object.entries(screens).map(([path, Screen]) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
            <Route path="*" element={<Navigate to={firstPath} replace />} />
          </Routes>
        </Suspense>
      </main>
      <Toaster />
    </div>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <DevHost />
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
