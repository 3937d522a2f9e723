import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  encryptedFields,
  isUniqueViolation,
  protectedFields,
  type Database,
  type FieldCipher,
} from '@familyhub/server-kit';
import type { TimeOfDay } from '@familyhub/contracts';
import type { WellnessSchema } from '../schema';
import { medicationLogs, medications, type MedicationLogRow, type MedicationRow } from './medications.table';

export type NewMedication = Omit<typeof medications.$inferInsert, 'id' | 'familyId' | 'createdAt'>;
export type MedicationChanges = Partial<Omit<NewMedication, 'createdById'>>;
export type NewMedicationLog = Omit<typeof medicationLogs.$inferInsert, 'id' | 'familyId'>;
/** A log with whose medication it is. */
export type MedicationLogWithUser = MedicationLogRow & { userId: number };

/** Why a dose could not be logged: the log that already settled it (or the last dose inside the interval). */
export type DoseRefusal = { refused: MedicationLogRow };

export interface MedicationsRepositoryOptions {
  db: Database<WellnessSchema>;
  /** Opens and seals the encrypted fields. */
  cipher: FieldCipher;
}

export interface ListFilter {
  userIds?: number[];
  afterId?: number;
  limit: number;
}

/**
 * Medication names, dosage and instructions are stored encrypted (AES-256-GCM, bound to the family); rows come
 * back opened. Every statement is scoped by the family.
 */
export function createMedicationsRepository({ db, cipher }: MedicationsRepositoryOptions) {
  const { scope, fields } = protectedFields.wellnessMedications;
  const sensitive = encryptedFields(cipher, scope, fields);
  const open = (familyId: number, row: MedicationRow) => sensitive.open(familyId, row);

  const byFamily = (familyId: number, filter: Omit<ListFilter, 'limit'>): SQL | undefined =>
    and(
      eq(medications.familyId, familyId),
      filter.userIds ? inArray(medications.userId, filter.userIds) : undefined,
      filter.afterId !== undefined ? gt(medications.id, filter.afterId) : undefined,
    );

  return {
    /** The families with an active scheduled medication (the missed-dose job's round). */
    async familiesWithActiveMedications(): Promise<number[]> {
      const rows = await db
        .selectDistinct({ familyId: medications.familyId })
        .from(medications)
        .where(and(eq(medications.isActive, true), sql`${medications.frequency} <> 'as_needed'`));
      return rows.map((r) => r.familyId);
    },

    /** One page in id order (names are ciphertext, so SQL cannot sort by them); limit + 1 rows. */
    async list(familyId: number, filter: ListFilter): Promise<MedicationRow[]> {
      const rows = await db
        .select()
        .from(medications)
        .where(byFamily(familyId, filter))
        .orderBy(asc(medications.id))
        .limit(filter.limit + 1);
      return rows.map((row) => open(familyId, row));
    },

    async find(familyId: number, id: number): Promise<MedicationRow | undefined> {
      const [row] = await db
        .select()
        .from(medications)
        .where(and(eq(medications.familyId, familyId), eq(medications.id, id)));
      return row && open(familyId, row);
    },

    async insert(familyId: number, values: NewMedication): Promise<MedicationRow> {
      const [row] = await db
        .insert(medications)
        .values({ ...sensitive.seal(familyId, values), familyId })
        .returning();
      return open(familyId, row);
    },

    async update(
      familyId: number,
      id: number,
      changes: MedicationChanges,
    ): Promise<MedicationRow | undefined> {
      const [row] = await db
        .update(medications)
        .set(sensitive.seal(familyId, changes))
        .where(and(eq(medications.familyId, familyId), eq(medications.id, id)))
        .returning();
      return row && open(familyId, row);
    },

    /** Deletes the medication with all its logs (the foreign key cascades). */
    async remove(familyId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(medications)
        .where(and(eq(medications.familyId, familyId), eq(medications.id, id)))
        .returning({ id: medications.id });
      return deleted.length > 0;
    },

    /** The logs of these medications on one day. */
    async logsOn(familyId: number, date: string, medicationIds: number[]): Promise<MedicationLogRow[]> {
      if (medicationIds.length === 0) return [];
      // A family's doses of one day are few (its index reads exactly them): the page's are picked here, which
      // is cheaper than matching a list of up to 200 ids in SQL.
      const wanted = new Set(medicationIds);
      const rows = await db
        .select()
        .from(medicationLogs)
        .where(and(eq(medicationLogs.familyId, familyId), eq(medicationLogs.doseDate, date)))
        .orderBy(asc(medicationLogs.takenAt));
      return rows.filter((row) => wanted.has(row.medicationId));
    },

    /** The latest taken as-needed dose of a medication. */
    async lastTaken(familyId: number, medicationId: number): Promise<MedicationLogRow | undefined> {
      const [row] = await db
        .select()
        .from(medicationLogs)
        .where(
          and(
            eq(medicationLogs.familyId, familyId),
            eq(medicationLogs.medicationId, medicationId),
            eq(medicationLogs.skipped, false),
          ),
        )
        .orderBy(desc(medicationLogs.takenAt))
        .limit(1);
      return row;
    },

    /** Newest first; limit + 1 rows. */
    async listLogs(
      familyId: number,
      filter: ListFilter & { medicationId?: number; from?: string; to?: string; beforeId?: number },
    ): Promise<MedicationLogWithUser[]> {
      const rows = await db
        .select({ log: medicationLogs, userId: medications.userId })
        .from(medicationLogs)
        .innerJoin(medications, eq(medications.id, medicationLogs.medicationId))
        .where(
          and(
            eq(medicationLogs.familyId, familyId),
            eq(medications.familyId, familyId),
            filter.userIds ? inArray(medications.userId, filter.userIds) : undefined,
            filter.medicationId !== undefined
              ? eq(medicationLogs.medicationId, filter.medicationId)
              : undefined,
            filter.from ? gte(medicationLogs.doseDate, filter.from) : undefined,
            filter.to ? lte(medicationLogs.doseDate, filter.to) : undefined,
            filter.beforeId !== undefined ? lt(medicationLogs.id, filter.beforeId) : undefined,
          ),
        )
        .orderBy(desc(medicationLogs.id))
        .limit(filter.limit + 1);
      return rows.map(({ log, userId }) => ({ ...log, userId }));
    },

    async findLog(familyId: number, id: number): Promise<MedicationLogRow | undefined> {
      const [row] = await db
        .select()
        .from(medicationLogs)
        .where(and(eq(medicationLogs.familyId, familyId), eq(medicationLogs.id, id)));
      return row;
    },

    async removeLog(familyId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(medicationLogs)
        .where(and(eq(medicationLogs.familyId, familyId), eq(medicationLogs.id, id)))
        .returning({ id: medicationLogs.id });
      return deleted.length > 0;
    },

    /**
     * The double-dose guard. Under a row lock on the medication (so two caregivers logging at once take turns):
     * a slotted dose that already has a log is refused with that log; an as-needed dose inside the minimum
     * interval after the last taken one is refused with it. The unique index on (medication, day, slot) is the
     * last word should anything slip past the lock.
     */
    async logDose(
      familyId: number,
      values: NewMedicationLog,
      minIntervalMs: number | null,
    ): Promise<MedicationLogRow | DoseRefusal> {
      try {
        return await db.transaction(async (tx) => {
          await tx
            .select({ id: medications.id })
            .from(medications)
            .where(and(eq(medications.familyId, familyId), eq(medications.id, values.medicationId)))
            .for('update');
          const refusal = await refusingLog(
            tx as unknown as Database<WellnessSchema>,
            familyId,
            values,
            minIntervalMs,
          );
          if (refusal) return { refused: refusal };
          const [row] = await tx
            .insert(medicationLogs)
            .values({ ...values, familyId })
            .returning();
          return row;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const refusal = await refusingLog(db, familyId, values, minIntervalMs);
        if (!refusal) throw error;
        return { refused: refusal };
      }
    },
  };
}
export type MedicationsRepository = ReturnType<typeof createMedicationsRepository>;

async function refusingLog(
  db: Database<WellnessSchema>,
  familyId: number,
  values: NewMedicationLog,
  minIntervalMs: number | null,
): Promise<MedicationLogRow | undefined> {
  const sameMedication = and(
    eq(medicationLogs.familyId, familyId),
    eq(medicationLogs.medicationId, values.medicationId),
  );
  if (values.timeOfDay) {
    const [row] = await db
      .select()
      .from(medicationLogs)
      .where(
        and(
          sameMedication,
          eq(medicationLogs.doseDate, values.doseDate),
          eq(medicationLogs.timeOfDay, values.timeOfDay as TimeOfDay),
        ),
      );
    return row;
  }
  if (values.skipped || minIntervalMs === null) return undefined;
  const takenAt = values.takenAt instanceof Date ? values.takenAt : new Date();
  const [row] = await db
    .select()
    .from(medicationLogs)
    .where(
      and(
        sameMedication,
        eq(medicationLogs.skipped, false),
        sql`${medicationLogs.takenAt} > ${new Date(takenAt.getTime() - minIntervalMs).toISOString()}`,
        sql`${medicationLogs.takenAt} < ${new Date(takenAt.getTime() + minIntervalMs).toISOString()}`,
      ),
    )
    .orderBy(desc(medicationLogs.takenAt))
    .limit(1);
  return row;
}
