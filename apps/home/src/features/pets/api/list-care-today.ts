import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { PetCareTodayAnswer } from '@familyhub/contracts';
import { petsKeys } from './pets-keys';

/** GET /api/pets/care-today: care due today (or overdue) and what was done today, by time of day. */
export const useCareToday = () =>
  useQuery(
    queryOptions({
      queryKey: petsKeys.careToday(),
      queryFn: () => apiFetch<PetCareTodayAnswer>('/api/pets/care-today'),
    }),
  );
