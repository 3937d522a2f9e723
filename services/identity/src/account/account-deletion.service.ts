import type { DeleteAccountAnswer, deleteAccountBody } from '@familyhub/contracts';
import {
  deleteFamilyEverywhere,
  forgetMemberEverywhere,
  HttpError,
  unauthenticated,
  type Caller,
} from '@familyhub/server-kit';
import type { z } from 'zod';
import { verifyPassword, type AttemptLimiter } from '../auth';
import type { TwoFactorService } from '../two-factor';
import type { AccountRepository } from './account.repository';

export const WRONG_PASSWORD = 'Your password is incorrect';
export const FAMILY_DELETION_REQUIRED =
  'You are the family admin: deleting your account deletes the whole family, every member’s account and everything it keeps. Confirm that you want to delete the family.';

/**
 * Deleting an account (Settings › Privacy). A parent or child leaves alone; the household rows they made stay with
 * the family, and every domain first forgets what pointed at them (assignments, alerts, feed; ADR 0006). The admin (a family has exactly one) cannot leave a family without an admin, so their deletion is the
 * family's: every domain first (all must answer, else 503 and nothing is deleted), identity last.
 */
export function createAccountDeletionService(deps: {
  account: AccountRepository;
  internalKey: string;
  limiter: AttemptLimiter;
  /** While two-factor is on, a current code (or unused backup code) as well as the password. */
  twoFactor: Pick<TwoFactorService, 'requireCurrentCode'>;
}) {
  const { account, internalKey, limiter, twoFactor } = deps;
  return {
    async deleteAccount(
      caller: Caller,
      body: z.output<typeof deleteAccountBody>,
      clientAddress: string | null,
    ): Promise<DeleteAccountAnswer> {
      const attempt = await limiter.reserve({
        scope: 'account-deletion',
        account: caller.userId,
        address: clientAddress,
      });
      const user = await account.member(caller.familyId, caller.userId);
      if (!user) throw unauthenticated();
      if (!(await verifyPassword(user.passwordHash, body.password))) {
        throw new HttpError(400, 'wrong_password', WRONG_PASSWORD);
      }
      await twoFactor.requireCurrentCode(caller, body.code);
      attempt.succeeded();

      const members = await account.members(caller.familyId);
      const otherAdmins = members.filter((m) => m.role === 'admin' && m.id !== user.id);
      if (user.role !== 'admin' || otherAdmins.length > 0) {
        // Every domain forgets the member first (503 while one is down, and the account stays); identity last.
        await forgetMemberEverywhere(internalKey, caller, user.id);
        await account.deleteMember(caller.familyId, user.id);
        return { familyDeleted: false };
      }
      if (!body.deleteFamily) throw new HttpError(409, 'family_deletion_required', FAMILY_DELETION_REQUIRED);
      await deleteFamilyEverywhere(internalKey, { ...caller, role: 'admin' });
      await account.deleteFamily(caller.familyId);
      return { familyDeleted: true };
    },
  };
}
export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
