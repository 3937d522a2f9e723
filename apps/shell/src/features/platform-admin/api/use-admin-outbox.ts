import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpointPages, endpointQuery } from '@familyhub/api-client';
import { endpointRoutes } from '@familyhub/contracts';

export const OUTBOX_PAGE_SIZE = 25;

/** GET /api/platform/admin/outbox (platform operators only): emails kept instead of sent, newest first. */
export function useAdminOutbox() {
  return useInfiniteQuery(endpointPages(endpointRoutes.platformAdmin.outbox, OUTBOX_PAGE_SIZE));
}

/** GET /api/platform/admin/outbox/:id — one kept email whole. */
export function useAdminOutboxEmail(id: number | null) {
  return useQuery({
    ...endpointQuery(endpointRoutes.platformAdmin.outboxEmail, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}
