import { createHash } from 'node:crypto';
import { renderSVG } from 'uqr';
import {
  TWO_FACTOR_CODE_REQUIRED,
  WRONG_TWO_FACTOR_CODE,
  type BackupCodesAnswer,
  type disableTwoFactorBody,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@familyhub/contracts';
import { conflict, HttpError, unauthenticated, type Caller } from '@familyhub/server-kit';
import type { z } from 'zod';
import type { UserRow } from '../schema';
import { verifyPassword, type AttemptLimiter } from '../auth';
import { backupCodeHasher, generateBackupCodes, legacyBackupCodeHash } from './backup-codes';
import type { ChallengeSigner } from './sign-in-challenge';
import { generateTotpSecret, matchTotp, otpauthUri } from './totp';
import type { TwoFactorRecord, TwoFactorRepository } from './two-factor.repository';

export const TOTP_ISSUER = 'FamilyHub';

interface Deps {
  repository: TwoFactorRepository;
  /** Wrong codes are limited like wrong passwords (per account, since the challenge already names it). */
  limiter: AttemptLimiter;
  challenges: ChallengeSigner;
  /** The server key backup codes are hashed under (the field-encryption key). */
  backupCodeKey: string;
  /** Signs the member's other sessions out (enrolment: a borrowed session must not outlive the new factor). */
  revokeOtherSessions(userId: number, keepSessionId?: number): Promise<number>;
  now?: () => number;
}

const wrongCode = (status: 400 | 401) => new HttpError(status, 'invalid_code', WRONG_TWO_FACTOR_CODE);
const expiredChallenge = () =>
  new HttpError(401, 'challenge_expired', 'Your sign-in has expired. Please sign in again.');

export function createTwoFactorService({
  repository,
  limiter,
  challenges,
  backupCodeKey,
  revokeOtherSessions,
  now = Date.now,
}: Deps) {
  const hashBackupCode = backupCodeHasher(backupCodeKey);
  /** Challenges already used for a session, until they expire: each one opens one session at most. */
  const usedChallenges = new Map<string, number>();
  function spendChallenge(challenge: string, expiresAt: number): boolean {
    const at = now();
    for (const [key, expiry] of usedChallenges) if (expiry <= at) usedChallenges.delete(key);
    const key = createHash('sha256').update(challenge).digest('base64url');
    if (usedChallenges.has(key)) return false;
    usedChallenges.set(key, expiresAt);
    return true;
  }
  /** Counts the attempt at a code or password before it is checked (429 when the account or address must wait). */
  function guard(userId: number, address: string | null) {
    return limiter.reserve({ scope: 'two-factor', account: userId, address });
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
    if (!allowBackupCode) return false;
    return (
      (await repository.spendBackupCode(record.user.id, hashBackupCode(typed))) ||
      (await repository.spendBackupCode(record.user.id, legacyBackupCodeHash(typed)))
    );
  }

  async function requireCode(record: TwoFactorRecord, code: string | undefined): Promise<void> {
    if (!record.user.twoFactorEnabled) return;
    if (!code) throw new HttpError(400, 'two_factor_code_required', TWO_FACTOR_CODE_REQUIRED);
    if (!(await acceptCode(record, code, true))) throw wrongCode(400);
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
    async enable(caller: Caller, code: string, clientAddress: string | null): Promise<BackupCodesAnswer> {
      const attempt = await guard(caller.userId, clientAddress);
      const record = await mine(caller);
      if (record.user.twoFactorEnabled) throw conflict('Two-factor authentication is already on');
      if (!record.secret) throw new HttpError(400, 'setup_required', 'Start two-factor setup first');
      const step = matchTotp(record.secret, code, now(), null);
      if (step === null) throw wrongCode(400);
      attempt.succeeded();
      const backupCodes = generateBackupCodes();
      if (!(await repository.enable(caller.familyId, caller.userId, backupCodes.map(hashBackupCode), step))) {
        throw conflict('Two-factor authentication is already on');
      }
      await revokeOtherSessions(caller.userId, caller.sessionId);
      return { backupCodes };
    },

    /**
     * While two-factor is on, the second proof for a sensitive change (turning it off, deleting the account): a
     * current code or an unused backup code, which is spent. Nothing to prove while it is off.
     */
    async requireCurrentCode(caller: Caller, code: string | undefined): Promise<void> {
      await requireCode(await mine(caller), code);
    },

    /**
     * Turns two-factor off after the account password and, while it is on, a current code (TOTP or backup); a setup
     * never confirmed is cancelled with the password alone.
     */
    async disable(
      caller: Caller,
      body: z.output<typeof disableTwoFactorBody>,
      clientAddress: string | null,
    ): Promise<void> {
      const attempt = await guard(caller.userId, clientAddress);
      const record = await mine(caller);
      if (!record.user.twoFactorEnabled && !record.secret) return;
      if (!(await verifyPassword(record.user.passwordHash, body.password))) {
        throw new HttpError(400, 'wrong_password', 'Password is incorrect');
      }
      await requireCode(record, body.code);
      attempt.succeeded();
      await repository.disable(caller.familyId, caller.userId);
    },

    issueChallenge(user: UserRow, rememberMe: boolean): string {
      return challenges.issue(user.id, rememberMe);
    },

    /** The second sign-in step: the user and "remember me" of a genuine challenge whose code is right. */
    async completeSignIn(
      challenge: string,
      code: string,
      clientAddress: string | null,
    ): Promise<{ user: UserRow; rememberMe: boolean }> {
      const claims = challenges.verify(challenge);
      if (!claims) throw expiredChallenge();
      const attempt = await guard(claims.userId, clientAddress);
      const record = await repository.findForSignIn(claims.userId);
      if (!record || !record.user.twoFactorEnabled) throw expiredChallenge();
      if (!(await acceptCode(record, code, true))) throw wrongCode(401);
      attempt.succeeded();
      if (!spendChallenge(challenge, claims.expiresAt)) throw expiredChallenge();
      return { user: record.user, rememberMe: claims.rememberMe };
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
