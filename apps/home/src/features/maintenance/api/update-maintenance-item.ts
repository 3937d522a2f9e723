import { apiFetch } from '@familyhub/api-client';
import type { MaintenanceItem, UpdateMaintenanceItemBody } from '@familyhub/contracts';
import { useMaintenanceChange } from './use-maintenance-change';

/** PATCH /api/maintenance-items/:id. */
export const useUpdateMaintenanceItem = () =>
  useMaintenanceChange(({ id, body }: { id: number; body: UpdateMaintenanceItemBody }) =>
    apiFetch<MaintenanceItem>(`/api/maintenance-items/${id}`, { method: 'PATCH', body }),
  );
