import type { FamilyMember, PermissionFlag } from '@familyhub/contracts';

/** The server's rule, mirrored so the screen only offers what will be allowed. */
export function canManageMembers(user: FamilyMember): boolean {
  return user.role === 'admin' || (user.role === 'parent' && user.canManageUsers);
}

export const permissionLabels: Record<PermissionFlag, { label: string; description: string }> = {
  canViewFinances: { label: 'View finances', description: 'Budgets, expenses, bills and allowances' },
  canEditSchedule: { label: 'Edit schedule', description: 'Change the family calendar' },
  canManageUsers: { label: 'Manage users', description: 'Add, change and remove family members' },
  canExportData: { label: 'Export data', description: "Download the family's data" },
};

/** Spec 001 §1: the role abilities as described in settings. */
export const roleDescriptions = [
  { role: 'Admin', description: 'Full access: billing, user, data and content management' },
  { role: 'Parent', description: 'Task assignment, event creation, rewards and shopping management' },
  { role: 'Child', description: 'View and complete tasks, view calendar, no task assignment' },
] as const;
