import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateMoodBody, MoodEntry } from '@familyhub/contracts';
import { moodKeys } from './get-moods';

/** POST /api/moods, then refresh the moods. */
export function useRecordMood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMoodBody) => apiFetch<MoodEntry>('/api/moods', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moodKeys.all() }),
  });
}
