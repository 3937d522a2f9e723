import { and, asc, eq } from 'drizzle-orm';
import type { Role } from '@familyhub/contracts';
import type { Database } from '@familyhub/server-kit';
import { families, users, type IdentitySchema, type UserRow } from '../schema';

export interface NewUser {
  username: string;
  passwordHash: string;
  name: string;
  email: string | null;
  role: Role;
  color?: string;
}

export type UserChangeableField =
  | 'name'
  | 'email'
  | 'role'
  | 'color'
  | 'passwordHash'
  | 'canViewFinances'
  | 'canEditSchedule'
  | 'canManageUsers'
  | 'canExportData'
  | 'language'
  | 'hourCycle'
  | 'weekStart'
  | 'dateOrder';

export function createUsersRepository(db: Database<IdentitySchema>) {
  return {
    async listByFamily(familyId: number): Promise<UserRow[]> {
      return db.select().from(users).where(eq(users.familyId, familyId)).orderBy(asc(users.id));
    },

    async listByRole(familyId: number, role: Role): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(and(eq(users.familyId, familyId), eq(users.role, role)))
        .orderBy(asc(users.id));
    },

    async findById(familyId: number, userId: number): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.familyId, familyId), eq(users.id, userId)));
      return row;
    },

    /**
     * Inserts a member only while the family has fewer than `limit` (null: no limit), under a lock on the family
     * row: parallel additions wait for each other, so the plan's member limit cannot be raced. Null when full.
     */
    async insertWithinLimit(
      familyId: number,
      values: NewUser,
      limit: number | null,
    ): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: families.id }).from(families).where(eq(families.id, familyId)).for('update');
        if (limit !== null) {
          const present = await tx.select({ id: users.id }).from(users).where(eq(users.familyId, familyId));
          if (present.length >= limit) return null;
        }
        const [row] = await tx
          .insert(users)
          .values({ ...values, familyId })
          .returning();
        return row;
      });
    },

    async insert(familyId: number, values: NewUser): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ ...values, familyId })
        .returning();
      return row;
    },

    /** Sign-in happens before any family is known: usernames are unique across the platform. */
    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.username, username));
      return row;
    },

    async update(
      familyId: number,
      userId: number,
      values: Partial<Pick<UserRow, UserChangeableField>>,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set(values)
        .where(and(eq(users.familyId, familyId), eq(users.id, userId)))
        .returning();
      return row;
    },

    /** Removes a member; their sessions go with them (foreign key cascade). */
    async remove(familyId: number, userId: number): Promise<boolean> {
      const removed = await db
        .delete(users)
        .where(and(eq(users.familyId, familyId), eq(users.id, userId)))
        .returning({ id: users.id });
      return removed.length > 0;
    },

    async recordLogin(familyId: number, userId: number, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ lastLoginAt: at })
        .where(and(eq(users.familyId, familyId), eq(users.id, userId)));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
