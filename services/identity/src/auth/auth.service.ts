import {
  errorCodes,
  type Session,
  type signInBody,
  type signUpBody,
  type TwoFactorChallenge,
  type twoFactorSignInBody,
} from '@familyhub/contracts';
import {
  conflict,
  HttpError,
  isUniqueViolation,
  notFound,
  unauthenticated,
  type Database,
} from '@familyhub/server-kit';
import type { z } from 'zod';
import { createFamiliesRepository, type FamiliesRepository } from '../families';
import type { IdentitySchema, UserRow } from '../schema';
import type { SessionsService } from '../sessions';
import type { TwoFactorService } from '../two-factor';
import { subscriptionStatusOf } from '../subscription';
import {
  languageSettingsOf,
  toFamilyMember,
  normaliseUsername,
  USERNAME_TAKEN,
  createUsersRepository,
  type UsersRepository,
} from '../users';
import { hashPassword, verifyPassword } from './password';
import type { AttemptLimiter } from './sign-in-limiter';

export { SignInRateLimited } from './sign-in-limiter';

export const TRIAL_DAYS = 14;

export interface ClientInfo {
  /** The browser's address as the gateway signed it (never a header the browser sent). */
  ip: string | null;
  userAgent: string | null;
}

export interface SignedIn {
  token: string;
  rememberMe: boolean;
  session: Session;
}

export interface DemoSettings {
  enabled: boolean;
  username: string;
}

interface Deps {
  db: Database<IdentitySchema>;
  users: UsersRepository;
  families: FamiliesRepository;
  sessions: SessionsService;
  limiter: AttemptLimiter;
  demo: DemoSettings;
  twoFactor: TwoFactorService;
}

const invalidCredentials = () => new HttpError(401, 'invalid_credentials', 'Invalid username or password');

export function createAuthService({ db, users, families, sessions, limiter, demo, twoFactor }: Deps) {
  async function sessionOf(user: UserRow): Promise<Session> {
    const family = await families.findById(user.familyId);
    if (!family) throw unauthenticated();
    const subscription = subscriptionStatusOf(family, new Date());
    return {
      user: toFamilyMember(user, subscription.plan),
      family: { id: family.id, name: family.name, currency: family.currency },
      subscription,
      platformOperator: user.isPlatformOperator,
      language: languageSettingsOf(user),
    };
  }

  async function open(user: UserRow, rememberMe: boolean, client: ClientInfo): Promise<SignedIn> {
    const now = new Date();
    const { token } = await sessions.start({ userId: user.id, rememberMe, ...client });
    await users.recordLogin(user.familyId, user.id, now);
    return { token, rememberMe, session: await sessionOf({ ...user, lastLoginAt: now }) };
  }

  return {
    /** A new family on the annual plan's trial, with the caller as its admin — all or nothing. */
    async signUp(body: z.output<typeof signUpBody>, client: ClientInfo): Promise<SignedIn> {
      const passwordHash = await hashPassword(body.password);
      let admin: UserRow;
      try {
        admin = await db.transaction(async (tx) => {
          const family = await createFamiliesRepository(tx).insert({
            name: body.familyName,
            plan: 'annual',
            trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
          });
          return createUsersRepository(tx).insert(family.id, {
            username: normaliseUsername(body.username),
            passwordHash,
            name: body.name,
            email: body.email,
            role: 'admin',
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN);
        throw error;
      }
      return open(admin, false, client);
    },

    /** A session, or — when the account has two-factor on — only a challenge for `completeTwoFactorSignIn`. */
    async signIn(
      body: z.output<typeof signInBody>,
      client: ClientInfo,
    ): Promise<SignedIn | TwoFactorChallenge> {
      const username = normaliseUsername(body.username);
      // Counted before the slow check: parallel guesses cannot all reach argon2.
      const attempt = await limiter.reserve({ scope: 'sign-in', account: username, address: client.ip });
      const user = await users.findByUsername(username);
      const valid = await verifyPassword(user?.passwordHash, body.password);
      if (!user || !valid) throw invalidCredentials();
      attempt.succeeded();
      if (user.twoFactorEnabled) {
        return {
          twoFactorRequired: true,
          challenge: twoFactor.issueChallenge(user, body.rememberMe ?? false),
        };
      }
      return open(user, body.rememberMe ?? false, client);
    },

    async completeTwoFactorSignIn(
      body: z.output<typeof twoFactorSignInBody>,
      client: ClientInfo,
    ): Promise<SignedIn> {
      const { user, rememberMe } = await twoFactor.completeSignIn(body.challenge, body.code, client.ip);
      return open(user, rememberMe, client);
    },

    demoEnabled(): boolean {
      return demo.enabled;
    },

    async demoSignIn(client: ClientInfo): Promise<SignedIn> {
      if (!demo.enabled) throw notFound('Demo access');
      const user = await users.findByUsername(normaliseUsername(demo.username));
      if (!user) throw new HttpError(404, errorCodes.notFound, 'The demo family has not been set up');
      // Direct access has no password step; it must not become a way around someone's second factor.
      if (user.twoFactorEnabled) {
        throw new HttpError(
          403,
          'two_factor_required',
          'This account has two-factor authentication on: sign in with its password and a code',
        );
      }
      return open(user, false, client);
    },

    async me(familyId: number, userId: number): Promise<Session> {
      const user = await users.findById(familyId, userId);
      if (!user) throw unauthenticated();
      return sessionOf(user);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
