import { asc, eq } from 'drizzle-orm';
import type { DomainId } from '@familyhub/contracts';
import type { Database } from '@familyhub/server-kit';
import { users, type IdentitySchema } from '../schema';
import { platformDomains, type PlatformDomainRow } from './platform-domains.table';

export type PlatformDomainWithEditor = PlatformDomainRow & { updatedByName: string | null };

export type DomainSwitchChanges = Partial<
  Pick<PlatformDomainRow, 'enabledFree' | 'enabledMonthly' | 'enabledAnnual' | 'killed' | 'remoteEntry'>
>;

/** The registry is platform-wide (not household data): no family id. */
export function createPlatformDomainsRepository(db: Database<IdentitySchema>) {
  const selectWithEditor = () =>
    db
      .select({
        id: platformDomains.id,
        name: platformDomains.name,
        enabledFree: platformDomains.enabledFree,
        enabledMonthly: platformDomains.enabledMonthly,
        enabledAnnual: platformDomains.enabledAnnual,
        killed: platformDomains.killed,
        remoteEntry: platformDomains.remoteEntry,
        updatedAt: platformDomains.updatedAt,
        updatedBy: platformDomains.updatedBy,
        updatedByName: users.name,
      })
      .from(platformDomains)
      .leftJoin(users, eq(users.id, platformDomains.updatedBy));

  return {
    async list(): Promise<PlatformDomainWithEditor[]> {
      return selectWithEditor().orderBy(asc(platformDomains.id));
    },

    async find(id: DomainId): Promise<PlatformDomainWithEditor | undefined> {
      const [row] = await selectWithEditor().where(eq(platformDomains.id, id));
      return row;
    },

    /** Adds a registry row for each catalogue domain that has none yet, switched on per its defaults. */
    async insertMissing(
      rows: readonly Omit<PlatformDomainRow, 'killed' | 'remoteEntry' | 'updatedAt' | 'updatedBy'>[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(platformDomains)
        .values([...rows])
        .onConflictDoNothing({ target: platformDomains.id });
    },

    async update(id: DomainId, changes: DomainSwitchChanges, operatorId: number): Promise<boolean> {
      const updated = await db
        .update(platformDomains)
        .set({ ...changes, updatedAt: new Date(), updatedBy: operatorId })
        .where(eq(platformDomains.id, id))
        .returning({ id: platformDomains.id });
      return updated.length > 0;
    },
  };
}
export type PlatformDomainsRepository = ReturnType<typeof createPlatformDomainsRepository>;
