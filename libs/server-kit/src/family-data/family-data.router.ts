import { Router } from 'express';
import type { Database } from '../db';
import { forbidden, parseId } from '../errors';
import { callerOf } from '../service';
import type { Caller } from '../caller';
import type { FieldCipher } from '../crypto/field-cipher';
import { deleteFamilyRows, exportFamilyRows, type FamilyRows } from './family-data';
import { memberRemovalRouter, type ForgetMember } from './member-removal';

export interface FamilyDataOptions<S extends Record<string, unknown> = Record<string, unknown>> {
  /** The service's database; only its own Postgres schema is read. */
  db: Database<S>;
  schemaName: string;
  /** Opens the service's encrypted fields in the export (the registry in crypto/protected-fields.ts). */
  cipher?: FieldCipher;
  /** Clears or removes the service's rows that point at a member who leaves (none: the route answers, changing nothing). */
  forgetMember?: ForgetMember;
  /** The service's uploaded files (`createFileStore(...).familyData`): exported with the rows, deleted with them. */
  files?: FamilyFiles;
  /** Tables private to each member (private notes): an export holds the caller's own rows only, opened. */
  privateRows?: PrivateRows;
}

/**
 * Rows that belong to one member, not to the family: the export leaves the table out and asks the service for the
 * caller's own rows instead, so one member's export never carries another's private rows (ADR 0022). Family deletion
 * and member removal still reach them (family_id; `forgetMember`).
 */
export interface PrivateRows {
  tables: readonly string[];
  /** The caller's own rows of those tables, by table name, opened and without keys. */
  exportOwn(caller: Caller): Promise<FamilyRows>;
  /**
   * Which of the service's stored files (`files`) the caller's export carries, by address, when private rows hold
   * some (a conversation's photos go only to its members); every file of the family when absent.
   */
  ownFiles?(caller: Caller): Promise<(url: string) => boolean>;
}

/** What a family export and a family deletion do with a service's stored files (files/file-store.ts). */
export interface FamilyFiles {
  /**
   * The export's `file_contents` rows: each file's contents (base64) within a bound, else its address; only the
   * files whose address `only` accepts, when given.
   */
  exportContents(familyId: number, only?: (url: string) => boolean): Promise<Record<string, unknown>[]>;
  /** Removes every stored file of the family; answers how many. */
  deleteFamily(familyId: number): Promise<number>;
}

/** GET /internal/export's answer: every family-owned row of one service. */
export interface FamilyExportAnswer {
  schema: string;
  familyId: number;
  tables: FamilyRows;
}

/**
 * Service-to-service routes every domain mounts (identity calls them for a data export and for deleting a
 * family): the signed caller's family rows of every table with a family_id, and the removal of all of them;
 * and the one identity calls before removing a member (`POST /internal/members/:id/removed`, see member-removal.ts).
 * The gateway never forwards /internal paths.
 */
export function familyDataRouter<S extends Record<string, unknown>>(options: FamilyDataOptions<S>): Router {
  const router = Router();
  const db = options.db as unknown as Database;

  router.get('/internal/export', async (req, res) => {
    const caller = callerOf(req);
    const answer: FamilyExportAnswer = {
      schema: options.schemaName,
      familyId: caller.familyId,
      tables: await exportFamilyRows(
        db,
        options.schemaName,
        caller.familyId,
        options.cipher,
        options.privateRows?.tables,
      ),
    };
    if (options.privateRows) Object.assign(answer.tables, await options.privateRows.exportOwn(caller));
    if (options.files) {
      const only = await options.privateRows?.ownFiles?.(caller);
      answer.tables.file_contents = await options.files.exportContents(caller.familyId, only);
    }
    res.json(answer);
  });

  router.delete('/internal/families/:id', async (req, res) => {
    const caller = callerOf(req);
    const familyId = parseId(req.params.id, 'Family');
    if (caller.familyId !== familyId || caller.role !== 'admin')
      throw forbidden("Only the family's admin can delete the family");
    // The stored files first: a failure leaves the rows, so a retry still finds and finishes everything.
    await options.files?.deleteFamily(familyId);
    res.json({ deleted: await deleteFamilyRows(db, options.schemaName, familyId) });
  });

  router.use(memberRemovalRouter({ db, forgetMember: options.forgetMember }));

  return router;
}
