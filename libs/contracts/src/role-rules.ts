// The roles' rules without zod: screens need them at start, zod loads with the first form (issue #16).
export const roles = ['admin', 'parent', 'child'] as const;
export type Role = (typeof roles)[number];

/** Admins and parents organise the household (spec 000 §6); children complete what is theirs. */
export const organiserRoles: readonly Role[] = ['admin', 'parent'];

export function canOrganise(r: Role): boolean {
  return organiserRoles.includes(r);
}

export const SCHEDULE_EDIT_FORBIDDEN = 'You are not allowed to change the family schedule';

/**
 * Events, guest lists and carpools: admins always; a parent while "Edit schedule" (canEditSchedule) is on, as
 * identity signs it into the caller (a caller signed without the flag is a service or a test: its role decides).
 */
export function canEditSchedule(caller: { role: Role; canEditSchedule?: boolean }): boolean {
  if (caller.role === 'admin') return true;
  return caller.role === 'parent' && caller.canEditSchedule !== false;
}
