import { and, eq } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import { allowances } from './allowances.table';

/**
 * A child who leaves the family takes their allowance with them: it and its ledger (cascade) are removed. Rows
 * a leaving parent created keep the id (shown as a former member).
 */
export async function forgetAllowancesOf(tx: Database, familyId: number, memberId: number): Promise<number> {
  const removed = await tx
    .delete(allowances)
    .where(and(eq(allowances.familyId, familyId), eq(allowances.childId, memberId)))
    .returning({ id: allowances.id });
  return removed.length;
}
