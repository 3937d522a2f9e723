import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long the person has to type the code after the password was right. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

export interface ChallengeClaims {
  userId: number;
  rememberMe: boolean;
  expiresAt: number;
}

/**
 * The second sign-in step's ticket: "<base64url claims>.<base64url HMAC-SHA256>", stateless and short-lived.
 * It proves only that the password was right; a session still needs a valid code.
 */
export function createChallengeSigner(internalKey: string, now: () => number = Date.now) {
  // A key of its own, derived from the internal key, so a challenge can never pass for a signed caller.
  const key = createHmac('sha256', internalKey).update('familyhub:two-factor-challenge').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    issue(userId: number, rememberMe: boolean): string {
      const claims = {
        u: userId,
        r: rememberMe,
        e: now() + CHALLENGE_LIFETIME_MS,
        n: randomBytes(8).toString('base64url'),
      };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },

    /** The claims of a genuine, unexpired challenge, or null. */
    verify(challenge: string): ChallengeClaims | null {
      const [payload, signature, extra] = challenge.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
          u: unknown;
          r: unknown;
          e: unknown;
        };
        if (typeof claims.u !== 'number' || typeof claims.e !== 'number' || claims.e <= now()) return null;
        return { userId: claims.u, rememberMe: claims.r === true, expiresAt: claims.e };
      } catch {
        return null;
      }
    },
  };
}
export type ChallengeSigner = ReturnType<typeof createChallengeSigner>;
