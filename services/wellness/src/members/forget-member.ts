import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { rowsOf, type ForgetMember } from '@familyhub/server-kit';
import { medicationLogs, medications } from '../medications';
import { checkinShares, mentalHealthCheckins } from '../checkins';
import { journalEntries, journalEntryShares } from '../journal';
import { meTimeBlocks } from '../me-time';
import { moods } from '../moods';
import { waterGoals, waterIntakes } from '../water';

/**
 * Wellness forgets a member who leaves the family (identity calls POST /internal/members/:id/removed first;
 * ADR 0006). Health records are personal, so theirs go: their medications with all their logs, water intake and
 * goal, moods and me-time blocks, their journal and check-ins with every share of them, and the shares that
 * let them read someone else's. Doses they logged for someone else stay in that person's log without a name
 * (the screens show "a former member").
 */
export const forgetWellnessMember: ForgetMember = async (tx, familyId, memberId) => {
  const count = (rows: unknown[]) => rows.length;
  const changed: Record<string, number> = {};
  const theirs = await tx
    .select({ id: medications.id })
    .from(medications)
    .where(and(eq(medications.familyId, familyId), eq(medications.userId, memberId)));
  const ids = theirs.map((m) => m.id);
  changed.medication_logs =
    ids.length === 0
      ? 0
      : count(
          await tx
            .delete(medicationLogs)
            .where(and(eq(medicationLogs.familyId, familyId), inArray(medicationLogs.medicationId, ids)))
            .returning({ id: medicationLogs.id }),
        );
  changed.medications = count(
    await tx
      .delete(medications)
      .where(and(eq(medications.familyId, familyId), eq(medications.userId, memberId)))
      .returning({ id: medications.id }),
  );
  changed.medication_logs_by_them = count(
    await tx
      .update(medicationLogs)
      .set({ takenByUserId: null })
      .where(and(eq(medicationLogs.familyId, familyId), eq(medicationLogs.takenByUserId, memberId)))
      .returning({ id: medicationLogs.id }),
  );
  changed.journal_entry_shares = count(
    await tx
      .delete(journalEntryShares)
      .where(and(eq(journalEntryShares.familyId, familyId), eq(journalEntryShares.memberId, memberId)))
      .returning({ id: journalEntryShares.entryId }),
  );
  // An entry shared only with them is private again.
  changed.journal_entries_private_again = rowsOf(
    await tx.execute(sql`
      update wellness.journal_entries set is_private = true
      where wellness.journal_entries.family_id = ${familyId} and not wellness.journal_entries.is_private
        and not exists (select 1 from wellness.journal_entry_shares
                        where wellness.journal_entry_shares.entry_id = wellness.journal_entries.id)
      returning wellness.journal_entries.id`),
  ).length;
  changed.mental_health_checkin_shares = count(
    await tx
      .delete(checkinShares)
      .where(
        and(
          eq(checkinShares.familyId, familyId),
          or(eq(checkinShares.ownerId, memberId), eq(checkinShares.viewerId, memberId)),
        ),
      )
      .returning({ id: checkinShares.ownerId }),
  );
  for (const [name, table] of [
    ['journal_entries', journalEntries],
    ['mental_health_checkins', mentalHealthCheckins],
    ['water_intake', waterIntakes],
    ['water_goals', waterGoals],
    ['moods', moods],
    ['me_time_blocks', meTimeBlocks],
  ] as const) {
    changed[name] = count(
      await tx
        .delete(table)
        .where(and(eq(table.familyId, familyId), eq(table.userId, memberId)))
        .returning({ id: table.id }),
    );
  }
  return changed;
};
