import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { PetPage } from '@familyhub/contracts';
import { petsKeys } from './pets-keys';

/** GET /api/pets: the family's pets by name, each with its care items and today's Done. */
export function usePets() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: petsKeys.list(),
      queryFn: ({ pageParam }) =>
        apiFetch<PetPage>(pageParam ? `/api/pets?cursor=${encodeURIComponent(pageParam)}` : '/api/pets'),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  );
}
