import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@familyhub/ui/router';
import { createQueryClient, queryKeys } from '@familyhub/api-client';
import type { DomainRegistration, Session } from '@familyhub/contracts';
import { App } from './app';
import { seedFromPage } from './boot-data';
import { preloadDashboardWidgets } from './features/dashboard/preload-widgets';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
if (seedFromPage(queryClient) && window.location.pathname === '/dashboard') {
  preloadDashboardWidgets(
    queryClient.getQueryData<DomainRegistration[]>(queryKeys.domains()) ?? [],
    queryClient.getQueryData<Session | null>(queryKeys.session()),
  );
}

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App queryClient={queryClient} />
    </BrowserRouter>
  </StrictMode>,
);
