import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, uploadFile } from '@familyhub/api-client';
import type { CreateHomeworkBody, Homework } from '@familyhub/contracts';
import { homeworkKeys } from './homework-keys';

export interface HomeworkSave {
  id?: number;
  body: Omit<CreateHomeworkBody, 'attachmentUrl'>;
  /** A new attachment: uploaded first (POST /api/upload). */
  file: File | null;
}

/** POST /api/homework or PATCH /api/homework/:id (an attachment is uploaded first); then refresh the lists. */
export function useSaveHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, file }: HomeworkSave) => {
      const attachment = file ? { attachmentUrl: (await uploadFile('/api/upload', file)).fileUrl } : {};
      return id === undefined
        ? apiFetch<Homework>('/api/homework', { method: 'POST', body: { ...body, ...attachment } })
        : apiFetch<Homework>(`/api/homework/${id}`, { method: 'PATCH', body: { ...body, ...attachment } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: homeworkKeys.all() }),
  });
}
