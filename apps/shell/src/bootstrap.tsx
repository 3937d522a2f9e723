import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@familyhub/ui/router';
import { createQueryClient, queryKeys } from '@familyhub/api-client';
import type { DomainRegistration, Session } from '@familyhub/contracts';
import { App } from './app';
import { landingPage } from './routing/app-routes';
import { seedFromPage } from './boot-data';
import { keepFirstPaintHeader } from './federation/first-paint-header';
import { preloadDashboardWidgets } from './features/dashboard/preload-widgets';
import { listenForInstallPrompt, registerServiceWorkerAfterLoad } from './features/offline';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Issue #31: the browser may offer to install FamilyHub before React has drawn the button that offers it.
listenForInstallPrompt();

const queryClient = createQueryClient();
const seeded = seedFromPage(queryClient);
if (seeded && window.location.pathname === '/dashboard') {
  preloadDashboardWidgets(
    queryClient.getQueryData<DomainRegistration[]>(queryKeys.domains()) ?? [],
    queryClient.getQueryData<Session | null>(queryKeys.session()),
  );
}

// The first render as a transition: React then works in slices of a few milliseconds, yielding to the browser between
// them, instead of one long task that blocks the page (issue #16: Lighthouse's Total Blocking Time). Nothing waits on
// it: the page shows its first HTML (the landing page's markup, or a blank page) until React commits.
// A domain page's first answer painted the remote's header (issue #34): kept for the skeleton React draws over it.
keepFirstPaintHeader(container, window.location.pathname, document.documentElement.lang);
const root = createRoot(container);
function render() {
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App queryClient={queryClient} />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

// A visitor's landing page (its own chunk, issue #34) is drawn at once over its first-paint markup: its code, which
// the gateway's preload hint fetched beside the shell's, is waited for first. A failed fetch renders anyway: the
// landing route then asks again and says so if it cannot.
const { pathname } = window.location;
const visitor = seeded && queryClient.getQueryData<Session | null>(queryKeys.session()) === null;
if (pathname === '/landing' || (pathname === '/' && visitor)) landingPage.load().then(render, render);
else render();

// Issue #31: the offline service worker, once the page has loaded (never before its first paint).
registerServiceWorkerAfterLoad();
