import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@familyhub/ui/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@familyhub/api-client';

/** Renders a screen the way the shell mounts it: inside a router at `path` and a fresh query client. */
export function renderScreen(screen: ReactElement, path = '/') {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
