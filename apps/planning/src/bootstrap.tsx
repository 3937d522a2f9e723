// Standalone dev host (`nx serve planning-app`): stands in for the shell so the planning team can work alone.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, useDemoSignIn, useSession } from '@familyhub/api-client';
import { Button, Spinner, ThemeProvider, Toaster } from '@familyhub/ui';
import screens from './screens';
import './dev-host.css';

function SessionBar() {
  const session = useSession();
  const demoSignIn = useDemoSignIn();
  if (session.isPending) return <Spinner label="Checking session" />;
  if (session.data) {
    return (
      <span className="text-sm text-muted-foreground">
        Signed in as {session.data.user.name} ({session.data.user.role})
      </span>
    );
  }
  // The session cookie is per host, so signing in on the gateway (localhost:4200) also works here.
  return (
    <span className="flex items-center gap-2 text-sm text-muted-foreground">
      Not signed in.
      <Button size="sm" variant="outline" onClick={() => demoSignIn.mutate()} disabled={demoSignIn.isPending}>
        Demo sign-in
      </Button>
    </span>
  );
}

function DevHost() {
  return (
    <div className="min-h-screen bg-background text-foreground">
      <header className="flex flex-wrap items-center gap-4 border-b border-border px-4 py-3">
        <strong>FamilyHub · planning (standalone)</strong>
        <nav aria-label="Planning screens" className="flex flex-wrap gap-3 text-sm">
          {Object.keys(screens).map((path) => (
            <NavLink
              key={path}
              to={path}
              className={({ isActive }) =>
                isActive ? 'font-semibold text-primary' : 'text-muted-foreground'
              }
            >
              {path}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto">
          <SessionBar />
        </div>
      </header>
      <main className="p-4 md:p-6">
        <Suspense fallback={<Spinner />}>
          <Routes>
            {Object.entries(screens).map(([path, Screen]) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
            <Route path="*" element={<Navigate to="/dashboard" replace />} />
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
