import type { FamilyMember } from '@familyhub/contracts';
import type { UserRow } from '../schema';

/** What the API shows of a user: never the password hash or two-factor fields. */
export function toFamilyMember(user: UserRow): FamilyMember {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.role,
    avatarUrl: user.avatarUrl,
    color: user.color,
    points: user.points,
    canViewFinances: user.canViewFinances,
    canEditSchedule: user.canEditSchedule,
    canManageUsers: user.canManageUsers,
    canExportData: user.canExportData,
    subscriptionStatus: user.subscriptionStatus,
  };
}
