import { apiFetch } from '@familyhub/api-client';
import { useMaintenanceChange } from './use-maintenance-change';

/** DELETE /api/maintenance-items/:id (its history stays). */
export const useDeleteMaintenanceItem = () =>
  useMaintenanceChange((id: number) => apiFetch<void>(`/api/maintenance-items/${id}`, { method: 'DELETE' }));
