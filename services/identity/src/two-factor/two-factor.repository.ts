import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { encryptedFields, protectedFields, type Database, type FieldCipher } from '@familyhub/server-kit';
import { users, type IdentitySchema, type UserRow } from '../schema';

export interface TwoFactorRecord {
  user: UserRow;
  /** The decrypted TOTP secret (pending or active), or null when none was issued. */
  secret: string | null;
}

export interface TwoFactorRepositoryOptions {
  db: Database<IdentitySchema>;
  cipher: FieldCipher;
}

/**
 * The two-factor columns of `identity.users`. The TOTP secret is stored field-encrypted and decrypted only
 * here; backup codes are stored as hashes; the last accepted step and each backup code are spent atomically.
 */
export function createTwoFactorRepository({ db, cipher }: TwoFactorRepositoryOptions) {
  const { scope, fields } = protectedFields.twoFactorSecrets;
  const sensitive = encryptedFields(cipher, scope, fields);
  const record = (user: UserRow | undefined): TwoFactorRecord | undefined =>
    user && {
      user,
      secret: sensitive.open(user.familyId, { twoFactorSecret: user.twoFactorSecret }).twoFactorSecret,
    };
  const ofUser = (familyId: number, userId: number) =>
    and(eq(users.familyId, familyId), eq(users.id, userId));

  return {
    async find(familyId: number, userId: number): Promise<TwoFactorRecord | undefined> {
      const [user] = await db.select().from(users).where(ofUser(familyId, userId));
      return record(user);
    },

    /** The second sign-in step knows the user only from its challenge, before any family is in play. */
    async findForSignIn(userId: number): Promise<TwoFactorRecord | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return record(user);
    },

    /** Stores a new pending secret, replacing an unconfirmed one; never touches an account with two-factor on. */
    async savePendingSecret(familyId: number, userId: number, secret: string): Promise<boolean> {
      const saved = await db
        .update(users)
        .set({
          ...sensitive.seal(familyId, { twoFactorSecret: secret }),
          backupCodes: null,
          twoFactorLastStep: null,
        })
        .where(and(ofUser(familyId, userId), eq(users.twoFactorEnabled, false)))
        .returning({ id: users.id });
      return saved.length > 0;
    },

    async enable(
      familyId: number,
      userId: number,
      backupCodeHashes: string[],
      usedStep: number,
    ): Promise<boolean> {
      const enabled = await db
        .update(users)
        .set({ twoFactorEnabled: true, backupCodes: backupCodeHashes, twoFactorLastStep: usedStep })
        .where(and(ofUser(familyId, userId), eq(users.twoFactorEnabled, false)))
        .returning({ id: users.id });
      return enabled.length > 0;
    },

    async disable(familyId: number, userId: number): Promise<void> {
      await db
        .update(users)
        .set({ twoFactorEnabled: false, twoFactorSecret: null, backupCodes: null, twoFactorLastStep: null })
        .where(ofUser(familyId, userId));
    },

    /** Records `step` as used; false when it (or a later step) was used already — a replayed code. */
    async spendStep(userId: number, step: number): Promise<boolean> {
      const spent = await db
        .update(users)
        .set({ twoFactorLastStep: step })
        .where(
          and(eq(users.id, userId), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))),
        )
        .returning({ id: users.id });
      return spent.length > 0;
    },

    /** Removes one backup code's hash; false when it is not (or no longer) there. */
    async spendBackupCode(userId: number, codeHash: string): Promise<boolean> {
      const spent = await db
        .update(users)
        .set({ backupCodes: sql`${users.backupCodes} - ${codeHash}::text` })
        .where(and(eq(users.id, userId), sql`${users.backupCodes} @> ${JSON.stringify([codeHash])}::jsonb`))
        .returning({ id: users.id });
      return spent.length > 0;
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
