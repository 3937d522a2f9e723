import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { PantrySettings } from '@familyhub/contracts';
import { pantryItemsKeys } from './pantry-items-keys';

/** GET /api/pantry-items/settings: what happens to items ticked off the shopping list as bought. */
export const pantrySettingsQueryOptions = () =>
  queryOptions({
    queryKey: pantryItemsKeys.settings(),
    queryFn: () => apiFetch<PantrySettings>('/api/pantry-items/settings'),
  });

export function usePantrySettings() {
  return useQuery(pantrySettingsQueryOptions());
}

/** PUT /api/pantry-items/settings (admins and parents), then refresh. */
export function useSavePantrySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PantrySettings) =>
      apiFetch<PantrySettings>('/api/pantry-items/settings', { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pantryItemsKeys.all }),
  });
}
