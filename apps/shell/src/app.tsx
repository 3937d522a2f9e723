import * as React from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@familyhub/api-client';
import { ThemeProvider, Toaster, TooltipProvider } from '@familyhub/ui';
import { PremiumProvider } from './premium/premium-context';
import { AppRoutes } from './routing/app-routes';
import { useSignOutWhenSessionEnds } from './routing/session-end';
import { useMemberLanguage } from './features/settings/use-member-language';

function SessionEndWatch() {
  useSignOutWhenSessionEnds();
  useMemberLanguage();
  return null;
}

/** Everything but the router, so tests can wrap it in a MemoryRouter. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = React.useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionEndWatch />
      <ThemeProvider>
        <TooltipProvider>
          <PremiumProvider>
            <AppRoutes />
          </PremiumProvider>
          <Toaster />
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
