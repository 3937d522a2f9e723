import { useSession } from '@familyhub/api-client';
import { canOrganise } from '@familyhub/contracts';

/**
 * Admins and parents change the calendar and the emergency contacts ("event creation", spec 001 §1);
 * children view them. The UI hides what the planning service would refuse.
 */
export function useCanOrganise(): boolean {
  const user = useSession().data?.user;
  return user ? canOrganise(user.role) : false;
}
