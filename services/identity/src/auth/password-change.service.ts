import type { updatePasswordBody } from '@familyhub/contracts';
import { HttpError, unauthenticated, type Caller } from '@familyhub/server-kit';
import type { z } from 'zod';
import type { SessionsService } from '../sessions';
import type { UsersRepository } from '../users';
import { hashPassword, verifyPassword } from './password';
import type { AttemptLimiter } from './sign-in-limiter';

interface Deps {
  users: UsersRepository;
  sessions: SessionsService;
  /** Guessing the current password from a borrowed session is limited like sign-in. */
  limiter: AttemptLimiter;
}

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

export function createPasswordChangeService({ users, sessions, limiter }: Deps) {
  return {
    /** Checks the current password, stores the new one and signs every other device out. */
    async changePassword(
      caller: Caller,
      body: z.output<typeof updatePasswordBody>,
      clientAddress: string | null,
    ): Promise<{ revokedSessions: number }> {
      const attempt = await limiter.reserve({
        scope: 'password-change',
        account: caller.userId,
        address: clientAddress,
      });
      const user = await users.findById(caller.familyId, caller.userId);
      if (!user) throw unauthenticated();
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
        throw new HttpError(400, 'wrong_current_password', WRONG_CURRENT_PASSWORD);
      }
      attempt.succeeded();
      await users.update(caller.familyId, caller.userId, {
        passwordHash: await hashPassword(body.newPassword),
      });
      return { revokedSessions: await sessions.revokeAll(caller.userId, caller.sessionId) };
    },
  };
}
export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
