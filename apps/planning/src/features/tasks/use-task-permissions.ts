import { useSession } from '@familyhub/api-client';
import { canOrganise, type Task } from '@familyhub/contracts';

/**
 * What the signed-in member may do with tasks (spec 000 §6). The UI only hides what would be refused;
 * the planning service enforces the same rules.
 */
export function useTaskPermissions() {
  const session = useSession();
  const user = session.data?.user;
  const organiser = user ? canOrganise(user.role) : false;
  return {
    canOrganise: organiser,
    canToggle: (task: Task) => organiser || (user !== undefined && task.assignedToId === user.id),
  };
}
