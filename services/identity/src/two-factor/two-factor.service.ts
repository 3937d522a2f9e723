import { renderSVG } from 'uqr';
import {
  WRONG_TWO_FACTOR_CODE,
  type BackupCodesAnswer,
  type disableTwoFactorBody,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@familyhub/contracts';
import { conflict, HttpError, unauthenticated, type Caller } from '@familyhub/server-kit';
import type { z } from 'zod';
import type { UserRow } from '../schema';
import { SignInRateLimited, verifyPassword, type SignInLimiter } from '../auth';
import { generateBackupCodes, hashBackupCode } from './backup-codes';
import type { ChallengeSigner } from './sign-in-challenge';
import { generateTotpSecret, matchTotp, otpauthUri } from './totp';
import type { TwoFactorRecord, TwoFactorRepository } from './two-factor.repository';

export const TOTP_ISSUER = 'FamilyHub';

interface Deps {
  repository: TwoFactorRepository;
  /** Wrong codes are limited like wrong passwords (per account, since the challenge already names it). */
  limiter: SignInLimiter;
  challenges: ChallengeSigner;
  now?: () => number;
}

const wrongCode = (status: 400 | 401) => new HttpError(status, 'invalid_code', WRONG_TWO_FACTOR_CODE);
const expiredChallenge = () =>
  new HttpError(401, 'challenge_expired', 'Your sign-in has expired. Please sign in again.');

export function createTwoFactorService({ repository, limiter, challenges, now = Date.now }: Deps) {
  function guard(userId: number) {
    const key = `two-factor|${userId}`;
    const retryAfterMs = limiter.retryAfterMs(key);
    if (retryAfterMs > 0) throw new SignInRateLimited(Math.ceil(retryAfterMs / 1000));
    return key;
  }

  /** A TOTP code (each step once) or, when allowed, an unused backup code, which is spent. */
  async function acceptCode(
    record: TwoFactorRecord,
    code: string,
    allowBackupCode: boolean,
  ): Promise<boolean> {
    const typed = code.replace(/\s/g, '');
    if (!record.secret) return false;
    if (/^\d{6}$/.test(typed)) {
      const step = matchTotp(record.secret, typed, now(), record.user.twoFactorLastStep);
      return step !== null && (await repository.spendStep(record.user.id, step));
    }
    return allowBackupCode && (await repository.spendBackupCode(record.user.id, hashBackupCode(typed)));
  }

  async function mine(caller: Caller): Promise<TwoFactorRecord> {
    const record = await repository.find(caller.familyId, caller.userId);
    if (!record) throw unauthenticated();
    return record;
  }

  return {
    async status(caller: Caller): Promise<TwoFactorStatus> {
      const { user, secret } = await mine(caller);
      return {
        enabled: user.twoFactorEnabled,
        pending: !user.twoFactorEnabled && secret !== null,
        backupCodesRemaining: user.twoFactorEnabled ? (user.backupCodes?.length ?? 0) : 0,
      };
    },

    /** A fresh secret, stored encrypted and pending until `enable` sees a code made from it. */
    async setup(caller: Caller): Promise<TwoFactorSetup> {
      const { user } = await mine(caller);
      if (user.twoFactorEnabled) throw conflict('Two-factor authentication is already on');
      const secret = generateTotpSecret();
      if (!(await repository.savePendingSecret(caller.familyId, caller.userId, secret))) {
        throw conflict('Two-factor authentication is already on');
      }
      const uri = otpauthUri({ issuer: TOTP_ISSUER, account: user.username, secret });
      const svg = renderSVG(uri, { border: 2 });
      return {
        secret,
        otpauthUri: uri,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /** Checks the first code, turns two-factor on and hands out the backup codes (only their hashes are kept). */
    async enable(caller: Caller, code: string): Promise<BackupCodesAnswer> {
      const limitKey = guard(caller.userId);
      const record = await mine(caller);
      if (record.user.twoFactorEnabled) throw conflict('Two-factor authentication is already on');
      if (!record.secret) throw new HttpError(400, 'setup_required', 'Start two-factor setup first');
      const step = matchTotp(record.secret, code, now(), null);
      if (step === null) {
        limiter.recordFailure(limitKey);
        throw wrongCode(400);
      }
      limiter.reset(limitKey);
      const backupCodes = generateBackupCodes();
      if (!(await repository.enable(caller.familyId, caller.userId, backupCodes.map(hashBackupCode), step))) {
        throw conflict('Two-factor authentication is already on');
      }
      return { backupCodes };
    },

    /** Turns two-factor off after the account password or a current code (TOTP or backup). */
    async disable(caller: Caller, body: z.output<typeof disableTwoFactorBody>): Promise<void> {
      const limitKey = guard(caller.userId);
      const record = await mine(caller);
      if (!record.user.twoFactorEnabled && !record.secret) return;
      const proven = body.password
        ? await verifyPassword(record.user.passwordHash, body.password)
        : await acceptCode(record, body.code ?? '', true);
      if (!proven) {
        limiter.recordFailure(limitKey);
        throw new HttpError(
          400,
          'invalid_code',
          body.password ? 'Password is incorrect' : WRONG_TWO_FACTOR_CODE,
        );
      }
      limiter.reset(limitKey);
      await repository.disable(caller.familyId, caller.userId);
    },

    issueChallenge(user: UserRow, rememberMe: boolean): string {
      return challenges.issue(user.id, rememberMe);
    },

    /** The second sign-in step: the user and "remember me" of a genuine challenge whose code is right. */
    async completeSignIn(challenge: string, code: string): Promise<{ user: UserRow; rememberMe: boolean }> {
      const claims = challenges.verify(challenge);
      if (!claims) throw expiredChallenge();
      const limitKey = guard(claims.userId);
      const record = await repository.findForSignIn(claims.userId);
      if (!record || !record.user.twoFactorEnabled) throw expiredChallenge();
      if (!(await acceptCode(record, code, true))) {
        limiter.recordFailure(limitKey);
        throw wrongCode(401);
      }
      limiter.reset(limitKey);
      return { user: record.user, rememberMe: claims.rememberMe };
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
