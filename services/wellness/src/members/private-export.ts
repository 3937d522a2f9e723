import type { PrivateRows } from '@familyhub/server-kit';
import type { JournalRepository } from '../journal';
import type { CheckinsRepository } from '../checkins';

/** The tables that hold a member's private writing: never exported for anyone but that member. */
export const PRIVATE_TABLES = [
  'journal_entries',
  'journal_entry_shares',
  'mental_health_checkins',
  'mental_health_checkin_shares',
] as const;

/**
 * The journal and check-ins in identity's data export (issue #33), through familyDataRouter's `privateRows`: the
 * export holds only the exporting member's own — their entries and check-ins opened, and who they share them with —
 * and nothing of any other member's, whatever the exporter's role.
 */
export function wellnessPrivateRows(journal: JournalRepository, checkins: CheckinsRepository): PrivateRows {
  return {
    tables: PRIVATE_TABLES,
    async exportOwn(caller) {
      const entries = await journal.allOf(caller.familyId, caller.userId);
      return {
        journal_entries: entries.map(({ sharedWith, ...entry }) => ({
          ...entry,
          isPrivate: sharedWith.length === 0,
          sharedWith,
        })),
        mental_health_checkins: (await checkins.allOf(caller.familyId, caller.userId)).map((checkin) => ({
          ...checkin,
        })),
        mental_health_checkin_shares: (await checkins.sharesOf(caller.familyId, caller.userId))
          .filter((share) => share.ownerId === caller.userId)
          .map((share) => ({ ...share })),
      };
    },
  };
}
