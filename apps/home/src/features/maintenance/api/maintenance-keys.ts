import type { MaintenanceCategory } from '@familyhub/contracts';

/** The history's filters (GET /api/maintenance-items/history). */
export interface HistoryFilter {
  itemId?: number;
  category?: MaintenanceCategory;
  completedById?: number;
  from?: string;
  to?: string;
}

/** Query keys; the root is the live topic the home service publishes ('maintenance-items'). */
export const maintenanceKeys = {
  all: ['maintenance-items'] as const,
  list: (limit: number) => [...maintenanceKeys.all, 'list', limit] as const,
  history: (filter: HistoryFilter) => [...maintenanceKeys.all, 'history', filter] as const,
};

/** `?a=1&b=2` from the set values, with the cursor of the next page. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
