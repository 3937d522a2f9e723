import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { ChoreAssignment } from '@familyhub/contracts';
import { pointsKeys } from '../../points';
import { assignmentsKeys } from './chores-keys';

function useAssignmentStep<Vars>(request: (vars: Vars) => Promise<ChoreAssignment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: assignmentsKeys.all });
      await queryClient.invalidateQueries({ queryKey: pointsKeys.all });
    },
  });
}

/** POST /api/chore-assignments/:id/complete (Mark Complete). */
export function useCompleteAssignment() {
  return useAssignmentStep((id: number) =>
    apiFetch<ChoreAssignment>(`/api/chore-assignments/${id}/complete`, { method: 'POST' }),
  );
}

/** POST /api/chore-assignments/:id/verify (Verify: the points are awarded). */
export function useVerifyAssignment() {
  return useAssignmentStep((id: number) =>
    apiFetch<ChoreAssignment>(`/api/chore-assignments/${id}/verify`, { method: 'POST' }),
  );
}

/** POST /api/chore-assignments/:id/reject with the note (back to assigned). */
export function useRejectAssignment() {
  return useAssignmentStep(({ id, note }: { id: number; note: string }) =>
    apiFetch<ChoreAssignment>(`/api/chore-assignments/${id}/reject`, { method: 'POST', body: { note } }),
  );
}
