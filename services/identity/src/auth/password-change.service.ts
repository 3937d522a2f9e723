import type { updatePasswordBody } from '@familyhub/contracts';
import { HttpError, unauthenticated, type Caller } from '@familyhub/server-kit';
import type { z } from 'zod';
import type { SessionsService } from '../sessions';
import type { UsersRepository } from '../users';
import { hashPassword, verifyPassword } from './password';
import { SignInRateLimited } from './auth.service';
import type { SignInLimiter } from './sign-in-limiter';

interface Deps {
  users: UsersRepository;
  sessions: SessionsService;
  /** Guessing the current password from a borrowed session is limited like sign-in. */
  limiter: SignInLimiter;
}

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

export function createPasswordChangeService({ users, sessions, limiter }: Deps) {
  return {
    /** Checks the current password, stores the new one and signs every other device out. */
    async changePassword(
      caller: Caller,
      body: z.output<typeof updatePasswordBody>,
    ): Promise<{ revokedSessions: number }> {
      const limitKey = `password-change|${caller.userId}`;
      const retryAfterMs = limiter.retryAfterMs(limitKey);
      if (retryAfterMs > 0) throw new SignInRateLimited(Math.ceil(retryAfterMs / 1000));

      const user = await users.findById(caller.familyId, caller.userId);
      if (!user) throw unauthenticated();
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
        limiter.recordFailure(limitKey);
        throw new HttpError(400, 'wrong_current_password', WRONG_CURRENT_PASSWORD);
      }
      limiter.reset(limitKey);
      await users.update(caller.familyId, caller.userId, {
        passwordHash: await hashPassword(body.newPassword),
      });
      return { revokedSessions: await sessions.revokeAll(caller.userId, caller.sessionId) };
    },
  };
}
export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
