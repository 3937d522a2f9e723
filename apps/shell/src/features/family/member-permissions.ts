import type { FamilyMember, PermissionFlag } from '@familyhub/contracts';

/** The server's rule, mirrored so the screen only offers what will be allowed. */
export function canManageMembers(user: FamilyMember): boolean {
  return user.role === 'admin' || (user.role === 'parent' && user.canManageUsers);
}

/** Each flag's label and description in the family catalogue: `permission.<flag>` and `permission.<flag>.detail`. */
export const permissionKeys = {
  canViewFinances: { label: 'permission.canViewFinances', description: 'permission.canViewFinances.detail' },
  canEditSchedule: { label: 'permission.canEditSchedule', description: 'permission.canEditSchedule.detail' },
  canManageUsers: { label: 'permission.canManageUsers', description: 'permission.canManageUsers.detail' },
  canExportData: { label: 'permission.canExportData', description: 'permission.canExportData.detail' },
} as const satisfies Record<PermissionFlag, { label: string; description: string }>;

/** Spec 001 §1: the role abilities as described in settings (the description's key in the family catalogue). */
export const roleDescriptions = [
  { role: 'admin', description: 'roles.admin' },
  { role: 'parent', description: 'roles.parent' },
  { role: 'child', description: 'roles.child' },
] as const;
