import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ChoreAssignmentStatus, Page } from '@familyhub/contracts';
import { keysetCursor, type Database } from '@familyhub/server-kit';
import type { HomeSchema } from '../schema';
import { postPoints } from '../points';
import { choreAssignments, chores, type ChoreAssignmentRow, type ChoreRow } from './chores.table';
import { nextInRotation, periodAt, type ChorePeriod } from './periods';

export type NewChore = Omit<typeof chores.$inferInsert, 'id' | 'familyId' | 'createdAt' | 'updatedAt'>;
export type ChoreChanges = Partial<Omit<NewChore, 'createdById'>>;

/** Newest first: the cursor carries the id of the last row of a page. */
export const idCursor = keysetCursor(z.object({ id: z.number().int().positive() }));

export interface PageRequest {
  cursor?: string;
  limit: number;
}

export interface AssignmentFilter extends PageRequest {
  assignedToId?: number;
  status?: ChoreAssignmentStatus;
}

/** An assignment with what the screens show of its chore. */
export interface AssignmentWithChore extends ChoreAssignmentRow {
  choreTitle: string;
  chorePoints: number;
  frequency: ChoreRow['frequency'];
}

const assignmentColumns = {
  id: choreAssignments.id,
  familyId: choreAssignments.familyId,
  choreId: choreAssignments.choreId,
  assignedToId: choreAssignments.assignedToId,
  startDate: choreAssignments.startDate,
  endDate: choreAssignments.endDate,
  status: choreAssignments.status,
  completedDate: choreAssignments.completedDate,
  completedById: choreAssignments.completedById,
  verifiedById: choreAssignments.verifiedById,
  pointsAwarded: choreAssignments.pointsAwarded,
  rejectionNote: choreAssignments.rejectionNote,
  createdAt: choreAssignments.createdAt,
  choreTitle: chores.title,
  chorePoints: chores.points,
  frequency: chores.frequency,
};

/** Every statement names the family: a row of another family is never read, changed or deleted. */
export function createChoresRepository(db: Database<HomeSchema>) {
  const ofFamily = (familyId: number, id: number) => and(eq(chores.familyId, familyId), eq(chores.id, id));
  const assignmentOf = (familyId: number, id: number) =>
    and(eq(choreAssignments.familyId, familyId), eq(choreAssignments.id, id));

  /** Makes the chore's turn for `period` unless it exists (the unique index makes a second run a no-op). */
  async function makeTurn(chore: ChoreRow, period: ChorePeriod): Promise<void> {
    if (chore.assigneeIds.length === 0) return;
    const [previous] = await db
      .select({ assignedToId: choreAssignments.assignedToId })
      .from(choreAssignments)
      .where(and(eq(choreAssignments.familyId, chore.familyId), eq(choreAssignments.choreId, chore.id)))
      .orderBy(desc(choreAssignments.startDate))
      .limit(1);
    await db
      .insert(choreAssignments)
      .values({
        familyId: chore.familyId,
        choreId: chore.id,
        assignedToId: nextInRotation(chore.assigneeIds, previous?.assignedToId),
        startDate: period.startDate,
        endDate: period.endDate,
      })
      .onConflictDoNothing();
  }

  return {
    async list(familyId: number, { cursor, limit }: PageRequest): Promise<Page<ChoreRow>> {
      const after = idCursor.decode(cursor);
      const rows = await db
        .select()
        .from(chores)
        .where(and(eq(chores.familyId, familyId), after ? lt(chores.id, after.id) : undefined))
        .orderBy(desc(chores.id))
        .limit(limit + 1);
      return idCursor.page(rows, limit, (row) => ({ id: row.id }));
    },

    async find(familyId: number, id: number): Promise<ChoreRow | undefined> {
      const [row] = await db.select().from(chores).where(ofFamily(familyId, id));
      return row;
    },

    async insert(familyId: number, values: NewChore, now: Date): Promise<ChoreRow> {
      const [row] = await db
        .insert(chores)
        .values({ ...values, familyId })
        .returning();
      if (row.isActive) await makeTurn(row, periodAt(row.frequency, now));
      return row;
    },

    async update(familyId: number, id: number, changes: ChoreChanges): Promise<ChoreRow | undefined> {
      const [row] = await db
        .update(chores)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(ofFamily(familyId, id))
        .returning();
      return row;
    },

    async remove(familyId: number, id: number): Promise<boolean> {
      const deleted = await db.delete(chores).where(ofFamily(familyId, id)).returning({ id: chores.id });
      return deleted.length > 0;
    },

    /**
     * The period rolled over: each active recurring chore (of one family, or of all when familyId is undefined)
     * with no turn for the current period gets one, for the next member in its rotation. Idempotent and safe with
     * several instances running (unique chore + start date). Answers how many chores were looked at.
     */
    async rollOver(familyId: number | undefined, now: Date): Promise<number> {
      const day = periodAt('daily', now).startDate;
      const week = periodAt('weekly', now).startDate;
      const month = periodAt('monthly', now).startDate;
      const due = await db
        .select()
        .from(chores)
        .where(
          and(
            familyId === undefined ? undefined : eq(chores.familyId, familyId),
            eq(chores.isActive, true),
            sql`${chores.frequency} <> 'once'`,
            sql`cardinality(${chores.assigneeIds}) > 0`,
            sql`not exists (select 1 from ${choreAssignments} where ${choreAssignments.choreId} = ${chores.id}
              and ${choreAssignments.startDate} = case ${chores.frequency} when 'daily' then ${day}::date
                when 'weekly' then ${week}::date else ${month}::date end)`,
          ),
        );
      for (const chore of due) await makeTurn(chore, periodAt(chore.frequency, now));
      return due.length;
    },

    async assignments(familyId: number, filter: AssignmentFilter): Promise<Page<AssignmentWithChore>> {
      const after = idCursor.decode(filter.cursor);
      const rows = await db
        .select(assignmentColumns)
        .from(choreAssignments)
        .innerJoin(chores, eq(chores.id, choreAssignments.choreId))
        .where(
          and(
            eq(choreAssignments.familyId, familyId),
            filter.assignedToId === undefined
              ? undefined
              : eq(choreAssignments.assignedToId, filter.assignedToId),
            filter.status === undefined ? undefined : eq(choreAssignments.status, filter.status),
            after ? lt(choreAssignments.id, after.id) : undefined,
          ),
        )
        .orderBy(desc(choreAssignments.id))
        .limit(filter.limit + 1);
      return idCursor.page(rows, filter.limit, (row) => ({ id: row.id }));
    },

    async findAssignment(familyId: number, id: number): Promise<AssignmentWithChore | undefined> {
      const [row] = await db
        .select(assignmentColumns)
        .from(choreAssignments)
        .innerJoin(chores, eq(chores.id, choreAssignments.choreId))
        .where(assignmentOf(familyId, id));
      return row;
    },

    async statusCounts(familyId: number, assignedToId: number | undefined, today: string) {
      const rows = await db
        .select({
          status: choreAssignments.status,
          overdue: sql<boolean>`${choreAssignments.status} = 'assigned' and ${choreAssignments.endDate} < ${today}::date`,
          n: count(),
        })
        .from(choreAssignments)
        .where(
          and(
            eq(choreAssignments.familyId, familyId),
            assignedToId === undefined ? undefined : eq(choreAssignments.assignedToId, assignedToId),
          ),
        )
        .groupBy(sql`1`, sql`2`);
      const counts = { assigned: 0, completed: 0, verified: 0, overdue: 0 };
      for (const row of rows) {
        counts[row.status] += Number(row.n);
        if (row.overdue) counts.overdue += Number(row.n);
      }
      return counts;
    },

    /** assigned → completed, only from assigned (a second click changes nothing). */
    async markComplete(familyId: number, id: number, by: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(choreAssignments)
        .set({ status: 'completed', completedDate: now, completedById: by })
        .where(and(assignmentOf(familyId, id), eq(choreAssignments.status, 'assigned')))
        .returning({ id: choreAssignments.id });
      return rows.length > 0;
    },

    /** completed → assigned with the parent's note. */
    async reject(familyId: number, id: number, note: string): Promise<boolean> {
      const rows = await db
        .update(choreAssignments)
        .set({ status: 'assigned', completedDate: null, completedById: null, rejectionNote: note })
        .where(and(assignmentOf(familyId, id), eq(choreAssignments.status, 'completed')))
        .returning({ id: choreAssignments.id });
      return rows.length > 0;
    },

    /**
     * completed → verified and the points into the ledger, in one transaction. The conditional UPDATE lets exactly
     * one of two concurrent verifies through; the ledger's unique row per assignment backs it up.
     */
    async verify(familyId: number, id: number, by: number): Promise<boolean> {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Database<HomeSchema>;
        const [row] = await tx
          .update(choreAssignments)
          .set({
            status: 'verified',
            verifiedById: by,
            pointsAwarded: sql`(select ${chores.points} from ${chores} where ${chores.id} = ${choreAssignments.choreId})`,
          })
          .where(and(assignmentOf(familyId, id), eq(choreAssignments.status, 'completed')))
          .returning();
        if (!row) return false;
        const [chore] = await tx
          .select({ title: chores.title })
          .from(chores)
          .where(eq(chores.id, row.choreId));
        if (row.assignedToId !== null && (row.pointsAwarded ?? 0) > 0) {
          await postPoints(tx, {
            familyId,
            memberId: row.assignedToId,
            points: row.pointsAwarded ?? 0,
            kind: 'chore',
            reason: chore?.title ?? 'Chore',
            choreAssignmentId: row.id,
            createdById: by,
          });
        }
        return true;
      });
    },
  };
}
export type ChoresRepository = ReturnType<typeof createChoresRepository>;
