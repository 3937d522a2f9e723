import {
  canOrganise,
  mayAddMember,
  memberLimitMessage,
  PLAN_LIMIT_ERROR,
  planLimits,
  type FamilyMember,
  type LanguageSettings,
  type createMemberBody,
  type updateMemberBody,
  type updateProfileBody,
} from '@familyhub/contracts';
import {
  conflict,
  forbidden,
  forgetMemberEverywhere,
  isUniqueViolation,
  notFound,
  type Caller,
} from '@familyhub/server-kit';
import type { z } from 'zod';
import { hashPassword } from '../auth';
import { languageSettingsOf, toFamilyMember } from './family-member';
import { normaliseUsername, USERNAME_TAKEN } from './usernames';
import type { UsersRepository } from './users.repository';

export const MANAGE_MEMBERS_FORBIDDEN =
  'Only the family admin, or a parent allowed to manage users, can manage family members';
export const ADMIN_ROLE_FIXED = "The family admin's role cannot be changed";
export const ADMIN_NOT_REMOVABLE = 'The family admin cannot be removed';
export const OWN_PERMISSIONS_FIXED = 'You cannot change your own permissions';
export const ADMIN_GRANTS_ONLY =
  'Only the family admin can change who may manage users, view finances or export data';

const PERMISSION_FLAGS = ['canViewFinances', 'canEditSchedule', 'canManageUsers', 'canExportData'] as const;
/** Rights that widen what a member sees or may hand on: only the admin changes them. */
const ADMIN_ONLY_FLAGS = ['canManageUsers', 'canViewFinances', 'canExportData'] as const;

export interface UsersServiceOptions {
  repository: UsersRepository;
  internalKey: string;
}

/** `internalKey` signs the calls that make every domain forget a removed member (ADR 0006). */
export function createUsersService({ repository: users, internalKey }: UsersServiceOptions) {
  /** Admins manage members; a parent only with the canManageUsers flag (read fresh, not from the session). */
  async function assertMayManageMembers(caller: Caller): Promise<void> {
    if (caller.role === 'admin') return;
    if (caller.role === 'parent') {
      const self = await users.findById(caller.familyId, caller.userId);
      if (self?.role === 'parent' && self.canManageUsers) return;
    }
    throw forbidden(MANAGE_MEMBERS_FORBIDDEN);
  }

  return {
    async members(caller: Caller): Promise<FamilyMember[]> {
      return (await users.listByFamily(caller.familyId)).map((u) => toFamilyMember(u, caller.plan));
    },

    async children(caller: Caller): Promise<FamilyMember[]> {
      return (await users.listByRole(caller.familyId, 'child')).map((u) => toFamilyMember(u, caller.plan));
    },

    async member(caller: Caller, userId: number): Promise<FamilyMember> {
      const user = await users.findById(caller.familyId, userId);
      if (!user) throw notFound('Family member');
      return toFamilyMember(user, caller.plan);
    },

    /** Checked before the body is read, so a child is told "not allowed" rather than "invalid". */
    assertMayAddMembers(caller: Caller): void {
      if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can add family members');
    },

    /** The caller's own name and email (Settings › Profile). */
    async updateProfile(caller: Caller, body: z.output<typeof updateProfileBody>): Promise<FamilyMember> {
      const user = await users.update(caller.familyId, caller.userId, { name: body.name, email: body.email });
      if (!user) throw notFound('Family member');
      return toFamilyMember(user, caller.plan);
    },

    /** The caller's own language and formats (Settings › Profile). */
    async languageSettings(caller: Caller): Promise<LanguageSettings> {
      const user = await users.findById(caller.familyId, caller.userId);
      if (!user) throw notFound('Family member');
      return languageSettingsOf(user);
    },

    /** Saves the caller's language and formats; every device they are signed in on picks them up at its next load. */
    async saveLanguageSettings(caller: Caller, body: LanguageSettings): Promise<LanguageSettings> {
      const user = await users.update(caller.familyId, caller.userId, body);
      if (!user) throw notFound('Family member');
      return languageSettingsOf(user);
    },

    /** Manage a member: role (parent/child), colour and permission flags. */
    async updateMember(
      caller: Caller,
      memberId: number,
      body: z.output<typeof updateMemberBody>,
    ): Promise<FamilyMember> {
      await assertMayManageMembers(caller);
      const member = await users.findById(caller.familyId, memberId);
      if (!member) throw notFound('Family member');
      if (body.role !== undefined && body.role !== member.role) {
        if (member.role === 'admin') throw forbidden(ADMIN_ROLE_FIXED);
        if (member.id === caller.userId) throw forbidden('You cannot change your own role');
      }
      const changing = (flag: (typeof PERMISSION_FLAGS)[number]) =>
        body[flag] !== undefined && body[flag] !== member[flag];
      // A manager must not widen their own rights, nor hand out the admin's.
      if (member.id === caller.userId && PERMISSION_FLAGS.some(changing)) {
        throw forbidden(OWN_PERMISSIONS_FIXED);
      }
      if (caller.role !== 'admin' && ADMIN_ONLY_FLAGS.some(changing)) throw forbidden(ADMIN_GRANTS_ONLY);
      const updated = await users.update(caller.familyId, memberId, body);
      if (!updated) throw notFound('Family member');
      return toFamilyMember(updated, caller.plan);
    },

    async removeMember(caller: Caller, memberId: number): Promise<void> {
      await assertMayManageMembers(caller);
      const member = await users.findById(caller.familyId, memberId);
      if (!member) throw notFound('Family member');
      if (member.role === 'admin') throw forbidden(ADMIN_NOT_REMOVABLE);
      if (member.id === caller.userId) throw forbidden('You cannot remove yourself here');
      // Every domain forgets the member first (503 while one is down, and the member stays); identity last.
      // The caller's right to manage members was checked above, so the domains are told it is the admin's call.
      await forgetMemberEverywhere(internalKey, { ...caller, role: 'admin' }, memberId);
      await users.remove(caller.familyId, memberId);
    },

    async addMember(caller: Caller, body: z.output<typeof createMemberBody>): Promise<FamilyMember> {
      this.assertMayAddMembers(caller);
      // The plan comes signed with the caller (identity resolved it from the family's billing a moment ago).
      const members = (await users.listByFamily(caller.familyId)).length;
      if (!mayAddMember(caller.plan, members))
        throw forbidden(memberLimitMessage(caller.plan), PLAN_LIMIT_ERROR);
      const passwordHash = await hashPassword(body.password);
      try {
        // Counted again under the family's row lock: parallel additions cannot all slip under the limit.
        const user = await users.insertWithinLimit(
          caller.familyId,
          {
            username: normaliseUsername(body.username),
            passwordHash,
            name: body.name,
            email: body.email ?? null,
            role: body.role,
            color: body.color,
          },
          planLimits[caller.plan].members,
        );
        if (!user) throw forbidden(memberLimitMessage(caller.plan), PLAN_LIMIT_ERROR);
        return toFamilyMember(user, caller.plan);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN);
        throw error;
      }
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
