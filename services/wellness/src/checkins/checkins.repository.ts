import { and, asc, eq, gt, gte, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CheckinResponse } from '@familyhub/contracts';
import type { Database, FieldCipher } from '@familyhub/server-kit';
import type { WellnessSchema } from '../schema';
import { memberSealed } from '../shared/sealed';
import { checkinShares, mentalHealthCheckins, type CheckinRow } from './checkins.table';

/** The five measures of a check-in, each on mood's 1–10 scale. */
export interface CheckinScores {
  overallFeeling: number;
  sleepQuality: number;
  anxiety: number;
  depression: number;
  focus: number;
}

/** A check-in as the service works with it: scores and answers opened, nothing sealed left in it. */
export interface OpenCheckin extends CheckinScores {
  id: number;
  familyId: number;
  userId: number;
  responses: CheckinResponse[];
  date: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface CheckinWrite extends CheckinScores {
  responses: CheckinResponse[];
  date: string;
}

/** The legacy plain columns emptied: what every write sets beside the sealed scores. */
const NO_PLAIN_SCORES = {
  legacyOverallFeeling: null,
  legacySleepQuality: null,
  legacyAnxiety: null,
  legacyDepression: null,
  legacyFocus: null,
} as const;

const SCAN_BATCH = 200;

/** `column = value`, or `column is null` for null: the row still holds what was read. */
const still = (column: AnyPgColumn, value: string | null): SQL =>
  value === null ? isNull(column) : eq(column, value);

/**
 * Every statement names the family. The scores (one JSON object) and the free answers are sealed with the member in
 * their context (shared/sealed.ts); a row from before the scores were sealed is read from its plain columns until
 * `reseal` or its next save seals them.
 */
export function createCheckinsRepository({
  db,
  cipher,
}: {
  db: Database<WellnessSchema>;
  cipher: FieldCipher;
}) {
  const sensitive = memberSealed(cipher, 'wellness.mental_health_checkins', ['scores', 'responses'] as const);

  /** The scores a legacy row holds in plain, or null when it has been sealed. */
  function plainScores(row: CheckinRow): CheckinScores | null {
    const { legacyOverallFeeling, legacySleepQuality, legacyAnxiety, legacyDepression, legacyFocus } = row;
    if (
      legacyOverallFeeling === null ||
      legacySleepQuality === null ||
      legacyAnxiety === null ||
      legacyDepression === null ||
      legacyFocus === null
    )
      return null;
    return {
      overallFeeling: legacyOverallFeeling,
      sleepQuality: legacySleepQuality,
      anxiety: legacyAnxiety,
      depression: legacyDepression,
      focus: legacyFocus,
    };
  }

  const sealScores = (familyId: number, userId: number, scores: CheckinScores): string =>
    sensitive.seal(familyId, userId, { scores: JSON.stringify(scores) }).scores;

  function open(familyId: number, row: CheckinRow): OpenCheckin {
    const opened = sensitive.open(familyId, row);
    const scores = opened.scores ? (JSON.parse(opened.scores) as CheckinScores) : plainScores(row);
    if (!scores) throw new Error(`Check-in ${row.id} has no scores`);
    return {
      id: row.id,
      familyId: row.familyId,
      userId: row.userId,
      overallFeeling: scores.overallFeeling,
      sleepQuality: scores.sleepQuality,
      anxiety: scores.anxiety,
      depression: scores.depression,
      focus: scores.focus,
      responses: opened.responses ? (JSON.parse(opened.responses) as CheckinResponse[]) : [],
      date: row.date,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  return {
    async list(familyId: number, userId: number, from: string, to: string): Promise<OpenCheckin[]> {
      const rows = await db
        .select()
        .from(mentalHealthCheckins)
        .where(
          and(
            eq(mentalHealthCheckins.familyId, familyId),
            eq(mentalHealthCheckins.userId, userId),
            gte(mentalHealthCheckins.date, from),
            lte(mentalHealthCheckins.date, to),
          ),
        )
        .orderBy(mentalHealthCheckins.date);
      return rows.map((row) => open(familyId, row));
    },

    /** The member's check-in of the day, made or replaced (one a day); a legacy row's plain scores go. */
    async save(familyId: number, userId: number, values: CheckinWrite): Promise<OpenCheckin> {
      const { responses, date, ...scores } = values;
      const sealed = {
        scores: sealScores(familyId, userId, {
          overallFeeling: scores.overallFeeling,
          sleepQuality: scores.sleepQuality,
          anxiety: scores.anxiety,
          depression: scores.depression,
          focus: scores.focus,
        }),
        responses:
          responses.length > 0
            ? sensitive.seal(familyId, userId, { responses: JSON.stringify(responses) }).responses
            : null,
      };
      const [row] = await db
        .insert(mentalHealthCheckins)
        .values({ ...sealed, familyId, userId, date })
        .onConflictDoUpdate({
          target: [mentalHealthCheckins.familyId, mentalHealthCheckins.userId, mentalHealthCheckins.date],
          set: { ...sealed, ...NO_PLAIN_SCORES, updatedAt: sql`now()` },
        })
        .returning();
      return open(familyId, row);
    },

    async checkedInOn(familyId: number, userId: number, date: string): Promise<boolean> {
      const rows = await db
        .select({ id: mentalHealthCheckins.id })
        .from(mentalHealthCheckins)
        .where(
          and(
            eq(mentalHealthCheckins.familyId, familyId),
            eq(mentalHealthCheckins.userId, userId),
            eq(mentalHealthCheckins.date, date),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async allOf(familyId: number, userId: number): Promise<OpenCheckin[]> {
      const rows = await db
        .select()
        .from(mentalHealthCheckins)
        .where(and(eq(mentalHealthCheckins.familyId, familyId), eq(mentalHealthCheckins.userId, userId)))
        .orderBy(mentalHealthCheckins.date);
      return rows.map((row) => open(familyId, row));
    },

    /**
     * The `field-key-rotation` job: scores a legacy row still holds in plain sealed (its plain columns emptied), and
     * every value still under a retired key sealed again under the current one, a batch at a time across every
     * family. A row saved meanwhile is left for the next run. Idempotent; answers how many rows it changed.
     */
    async reseal(batch = SCAN_BATCH): Promise<number> {
      let changed = 0;
      let after = 0;
      for (;;) {
        const rows = await db
          .select()
          .from(mentalHealthCheckins)
          .where(gt(mentalHealthCheckins.id, after))
          .orderBy(asc(mentalHealthCheckins.id))
          .limit(batch);
        if (rows.length === 0) return changed;
        for (const row of rows) {
          const plain = row.scores === null ? plainScores(row) : null;
          const sealed = {
            ...sensitive.resealed(row.familyId, row),
            ...(plain && { scores: sealScores(row.familyId, row.userId, plain), ...NO_PLAIN_SCORES }),
          };
          if (Object.keys(sealed).length === 0) continue;
          const updated = await db
            .update(mentalHealthCheckins)
            .set(sealed)
            .where(
              and(
                eq(mentalHealthCheckins.id, row.id),
                still(mentalHealthCheckins.scores, row.scores),
                still(mentalHealthCheckins.responses, row.responses),
                plain ? isNotNull(mentalHealthCheckins.legacyOverallFeeling) : undefined,
              ),
            )
            .returning({ id: mentalHealthCheckins.id });
          changed += updated.length;
        }
        after = rows[rows.length - 1].id;
      }
    },

    /** The shares the member is part of, as owner or as viewer. */
    async sharesOf(familyId: number, userId: number): Promise<{ ownerId: number; viewerId: number }[]> {
      return db
        .select({ ownerId: checkinShares.ownerId, viewerId: checkinShares.viewerId })
        .from(checkinShares)
        .where(
          and(
            eq(checkinShares.familyId, familyId),
            or(eq(checkinShares.ownerId, userId), eq(checkinShares.viewerId, userId)),
          ),
        );
    },

    async mayView(familyId: number, ownerId: number, viewerId: number): Promise<boolean> {
      const rows = await db
        .select({ ownerId: checkinShares.ownerId })
        .from(checkinShares)
        .where(
          and(
            eq(checkinShares.familyId, familyId),
            eq(checkinShares.ownerId, ownerId),
            eq(checkinShares.viewerId, viewerId),
          ),
        );
      return rows.length > 0;
    },

    async setViewers(familyId: number, ownerId: number, viewerIds: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(checkinShares)
          .where(and(eq(checkinShares.familyId, familyId), eq(checkinShares.ownerId, ownerId)));
        if (viewerIds.length > 0)
          await tx
            .insert(checkinShares)
            .values(viewerIds.map((viewerId) => ({ familyId, ownerId, viewerId })));
      });
    },
  };
}
export type CheckinsRepository = ReturnType<typeof createCheckinsRepository>;
