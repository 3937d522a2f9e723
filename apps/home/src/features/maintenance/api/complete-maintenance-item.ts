import { apiFetch } from '@familyhub/api-client';
import type { CompleteMaintenanceItemAnswer, CompleteMaintenanceItemBody } from '@familyhub/contracts';
import { useMaintenanceChange } from './use-maintenance-change';

/** POST /api/maintenance-items/:id/complete (Mark Done). */
export const useCompleteMaintenanceItem = () =>
  useMaintenanceChange(({ id, body }: { id: number; body: CompleteMaintenanceItemBody }) =>
    apiFetch<CompleteMaintenanceItemAnswer>(`/api/maintenance-items/${id}/complete`, {
      method: 'POST',
      body,
    }),
  );
