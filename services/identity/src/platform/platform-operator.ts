import { eq } from 'drizzle-orm';
import { loadSecrets, logger, type Database } from '@familyhub/server-kit';
import { hashPassword } from '../auth';
import { families, users, type IdentitySchema } from '../schema';
import { normaliseUsername } from '../users';

export interface OperatorSettings {
  username: string;
  password: string;
  name: string;
}

/** The operator's defaults (README "Quick start"); its password is never a default: see operatorSettingsFromEnv. */
export const DEFAULT_OPERATOR = { username: 'operator', name: 'Platform Operator' } as const;

/**
 * PLATFORM_OPERATOR_PASSWORD when set; in demo mode otherwise the password generated for this install (kept in
 * the data dir's secrets.json and printed in the start banner); outside demo mode no operator without one.
 */
export function operatorSettingsFromEnv(
  env: NodeJS.ProcessEnv,
  demoEnabled: boolean,
  generatedPassword: () => string | undefined = () => loadSecrets().operatorPassword,
): OperatorSettings | null {
  const password = env.PLATFORM_OPERATOR_PASSWORD || (demoEnabled ? generatedPassword() : '');
  if (!password) return null;
  return {
    username: env.PLATFORM_OPERATOR_USERNAME || DEFAULT_OPERATOR.username,
    password,
    name: env.PLATFORM_OPERATOR_NAME || DEFAULT_OPERATOR.name,
  };
}

/**
 * Creates the platform operator account once (idempotent: an existing username is left exactly as it is, and an
 * existing family member with that name is never promoted). Every user belongs to a family, so the operator gets
 * a family of its own on the free plan that holds nobody else.
 */
export async function ensurePlatformOperator(
  db: Database<IdentitySchema>,
  settings: OperatorSettings,
): Promise<'created' | 'exists' | 'taken'> {
  const username = normaliseUsername(settings.username);
  const [existing] = await db.select().from(users).where(eq(users.username, username));
  if (existing) return existing.isPlatformOperator ? 'exists' : 'taken';
  const passwordHash = await hashPassword(settings.password);
  await db.transaction(async (tx) => {
    const [family] = await tx
      .insert(families)
      .values({ name: 'FamilyHub Platform', plan: 'free', trialEndsAt: null })
      .returning();
    await tx.insert(users).values({
      familyId: family.id,
      username,
      passwordHash,
      name: settings.name,
      email: null,
      role: 'admin',
      isPlatformOperator: true,
    });
  });
  return 'created';
}

/** At start: logs instead of failing, so identity still serves sign-in if the seeding cannot run. */
export function seedPlatformOperator(
  db: Database<IdentitySchema>,
  settings: OperatorSettings | null,
): Promise<void> {
  if (!settings) return Promise.resolve();
  const log = logger.child({ service: 'identity' });
  return ensurePlatformOperator(db, settings).then(
    (outcome) => {
      if (outcome === 'created')
        log.info({ username: settings.username }, 'platform operator account created');
      if (outcome === 'taken')
        log.warn(
          { username: settings.username },
          'the platform operator username belongs to a family member; no operator was created',
        );
    },
    (err: unknown) => log.error({ err }, 'the platform operator account could not be created'),
  );
}
