import { useSession } from '@familyhub/api-client';
import { canOrganise, type ShoppingItem } from '@familyhub/contracts';

/**
 * What the signed-in member may do with the shared list. Everyone adds and ticks items; changing or
 * deleting an item is for admins, parents and whoever added it; clearing bought items is for admins and
 * parents. The UI only hides what the planning service would refuse.
 */
export function useShoppingPermissions() {
  const session = useSession();
  const user = session.data?.user;
  const organiser = user ? canOrganise(user.role) : false;
  return {
    canClearCompleted: organiser,
    canManage: (item: ShoppingItem) => organiser || (user !== undefined && item.addedById === user.id),
  };
}
