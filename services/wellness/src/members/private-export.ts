import { Router } from 'express';
import {
  callerOf,
  exportFamilyRows,
  type Database,
  type FamilyExportAnswer,
  type FieldCipher,
} from '@familyhub/server-kit';
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
 * GET /internal/export for wellness, mounted before server-kit's familyDataRouter (which would dump every table of
 * the family): the family's rows as usual, except the journal and check-ins. Of those the export holds only the
 * exporting member's own — their entries and check-ins opened, and who they share them with — and nothing of any
 * other member's, whatever the exporter's role (issue #33).
 */
export function privateExportRouter(options: {
  db: Database;
  cipher: FieldCipher;
  journal: JournalRepository;
  checkins: CheckinsRepository;
}): Router {
  const router = Router();
  router.get('/internal/export', async (req, res) => {
    const caller = callerOf(req);
    const tables = await exportFamilyRows(options.db, 'wellness', caller.familyId, options.cipher);
    for (const table of PRIVATE_TABLES) delete tables[table];
    const entries = await options.journal.allOf(caller.familyId, caller.userId);
    tables.journal_entries = entries.map(({ sharedWith, ...entry }) => ({
      ...entry,
      isPrivate: sharedWith.length === 0,
      sharedWith,
    }));
    tables.mental_health_checkins = (await options.checkins.allOf(caller.familyId, caller.userId)).map(
      (checkin) => ({ ...checkin }),
    );
    tables.mental_health_checkin_shares = (await options.checkins.sharesOf(caller.familyId, caller.userId))
      .filter((share) => share.ownerId === caller.userId)
      .map((share) => ({ ...share }));
    const answer: FamilyExportAnswer = { schema: 'wellness', familyId: caller.familyId, tables };
    res.json(answer);
  });
  return router;
}
