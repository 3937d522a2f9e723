import { apiFetch } from '@familyhub/api-client';
import type { CreateMaintenanceItemBody, MaintenanceItem } from '@familyhub/contracts';
import { useMaintenanceChange } from './use-maintenance-change';

/** POST /api/maintenance-items. */
export const useCreateMaintenanceItem = () =>
  useMaintenanceChange((body: CreateMaintenanceItemBody) =>
    apiFetch<MaintenanceItem>('/api/maintenance-items', { method: 'POST', body }),
  );
