import { isPremiumPlan, type FamilyMember, type LanguageSettings, type Plan } from '@familyhub/contracts';
import type { UserRow } from '../schema';

/**
 * A member's subscriptionStatus (spec 000 §3, default inactive) follows the family's billing: 'active' while the
 * family's plan in force is a paid one (a trial included), 'inactive' on the free plan. It is read from the plan
 * at every answer (the caller's signed plan, or the family's effective plan), so it never lags a payment, a
 * cancellation or a trial's end. There is no stored column for it (one that nothing wrote was dropped).
 */
export function memberSubscriptionStatus(plan: Plan): 'active' | 'inactive' {
  return isPremiumPlan(plan) ? 'active' : 'inactive';
}

/** What the API shows of a user: never the password hash or two-factor fields. `plan`: the family's plan now. */
export function toFamilyMember(user: UserRow, plan: Plan): FamilyMember {
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
    subscriptionStatus: memberSubscriptionStatus(plan),
  };
}

/** A member's language and formats (Settings › Profile), as the session and GET /api/users/me/language show them. */
export function languageSettingsOf(user: UserRow): LanguageSettings {
  return {
    language: user.language,
    hourCycle: user.hourCycle,
    weekStart: user.weekStart,
    dateOrder: user.dateOrder,
  };
}
