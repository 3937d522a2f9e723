import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type {
  CleaningSession,
  CleaningTemplate,
  CreateCleaningTemplateBody,
  UpdateCleaningTemplateBody,
} from '@familyhub/contracts';
import { cleaningKeys } from './cleaning-keys';

function useCleaningChange<Vars, Answer>(request: (vars: Vars) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cleaningKeys.all }),
  });
}

/** POST /api/cleaning/templates. */
export const useCreateRoutine = () =>
  useCleaningChange((body: CreateCleaningTemplateBody) =>
    apiFetch<CleaningTemplate>('/api/cleaning/templates', { method: 'POST', body }),
  );
/** PATCH /api/cleaning/templates/:id. */
export const useUpdateRoutine = () =>
  useCleaningChange(({ id, body }: { id: number; body: UpdateCleaningTemplateBody }) =>
    apiFetch<CleaningTemplate>(`/api/cleaning/templates/${id}`, { method: 'PATCH', body }),
  );
/** DELETE /api/cleaning/templates/:id. */
export const useDeleteRoutine = () =>
  useCleaningChange((id: number) => apiFetch<void>(`/api/cleaning/templates/${id}`, { method: 'DELETE' }));
/** POST /api/cleaning/sessions. */
export const useStartSession = () =>
  useCleaningChange((templateId: number) =>
    apiFetch<CleaningSession>('/api/cleaning/sessions', { method: 'POST', body: { templateId } }),
  );
/** PATCH /api/cleaning/sessions/:id/tasks/:taskId. */
export const useTickTask = () =>
  useCleaningChange(({ sessionId, taskId, done }: { sessionId: number; taskId: number; done: boolean }) =>
    apiFetch<CleaningSession>(`/api/cleaning/sessions/${sessionId}/tasks/${taskId}`, {
      method: 'PATCH',
      body: { isCompleted: done },
    }),
  );
/** POST /api/cleaning/sessions/:id/finish. */
export const useFinishSession = () =>
  useCleaningChange((id: number) =>
    apiFetch<CleaningSession>(`/api/cleaning/sessions/${id}/finish`, { method: 'POST', body: {} }),
  );
