import { canOrganise, type FamilyMember, type createMemberBody } from '@familyhub/contracts';
import { conflict, forbidden, isUniqueViolation, notFound, type Caller } from '@familyhub/server-kit';
import type { z } from 'zod';
import { hashPassword } from '../auth/password';
import { toFamilyMember } from './family-member';
import { normaliseUsername, USERNAME_TAKEN } from './usernames';
import type { UsersRepository } from './users.repository';

export function createUsersService(users: UsersRepository) {
  return {
    async members(caller: Caller): Promise<FamilyMember[]> {
      return (await users.listByFamily(caller.familyId)).map(toFamilyMember);
    },

    async children(caller: Caller): Promise<FamilyMember[]> {
      return (await users.listByRole(caller.familyId, 'child')).map(toFamilyMember);
    },

    async member(caller: Caller, userId: number): Promise<FamilyMember> {
      const user = await users.findById(caller.familyId, userId);
      if (!user) throw notFound('Family member');
      return toFamilyMember(user);
    },

    /** Checked before the body is read, so a child is told "not allowed" rather than "invalid". */
    assertMayAddMembers(caller: Caller): void {
      if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can add family members');
    },

    async addMember(caller: Caller, body: z.output<typeof createMemberBody>): Promise<FamilyMember> {
      this.assertMayAddMembers(caller);
      try {
        const user = await users.insert(caller.familyId, {
          username: normaliseUsername(body.username),
          passwordHash: await hashPassword(body.password),
          name: body.name,
          email: body.email ?? null,
          role: body.role,
          color: body.color,
        });
        return toFamilyMember(user);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN);
        throw error;
      }
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
