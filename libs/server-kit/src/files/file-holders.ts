import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db';

/** A table whose rows hold file URLs of a store (a document's fileUrl, a pet's imageUrl …). */
export interface FileHolder {
  table: PgTable;
  /** The column holding the URL. */
  url: PgColumn;
  familyId: PgColumn;
}

/**
 * Which of `urls` some row of the holders holds — in one family when `familyId` is given (a read check), across
 * families otherwise (the orphan sweep: public ids are unique). A domain's `FileAccess.heldUrls` in one call.
 */
export async function urlsHeldBy(
  database: Database<never> | Database,
  holders: readonly FileHolder[],
  urls: string[],
  familyId?: number,
): Promise<Set<string>> {
  const db = database as unknown as Database;
  const held = new Set<string>();
  if (urls.length === 0) return held;
  for (const holder of holders) {
    const rows = await db
      .select({ url: holder.url })
      .from(holder.table)
      .where(
        and(inArray(holder.url, urls), familyId === undefined ? undefined : eq(holder.familyId, familyId)),
      );
    for (const row of rows) if (typeof row.url === 'string') held.add(row.url);
  }
  return held;
}
