import { useSession } from '@familyhub/api-client';
import { canOrganise } from '@familyhub/contracts';

/** Whether the signed-in member keeps the family's school records (admins and parents), and who they are. */
export function useOrganiser() {
  const session = useSession();
  const user = session.data?.user;
  return { user, isOrganiser: user ? canOrganise(user.role) : false, isChild: user?.role === 'child' };
}
