import { useSession } from '@familyhub/api-client';
import { canEditSchedule, canOrganise } from '@familyhub/contracts';

/**
 * Admins and parents change the vacations and the emergency contacts ("event creation", spec 001 §1);
 * children view them. The UI hides what the planning service would refuse.
 */
export function useCanOrganise(): boolean {
  const user = useSession().data?.user;
  return user ? canOrganise(user.role) : false;
}

/**
 * Events, single occurrences, guest lists and carpools: the admin always, a parent while "Edit schedule"
 * (`canEditSchedule`, Settings › Family) is on — the rule the planning service enforces with 403.
 */
export function useCanEditSchedule(): boolean {
  const user = useSession().data?.user;
  return user ? canEditSchedule(user) : false;
}

/** A parent whom the admin has not (yet) given "Edit schedule": they see the schedule and are told why they cannot change it. */
export function useScheduleIsReadOnlyForParent(): boolean {
  const user = useSession().data?.user;
  return user ? canOrganise(user.role) && !canEditSchedule(user) : false;
}
