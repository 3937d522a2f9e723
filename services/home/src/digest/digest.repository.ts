import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { DAY_MS, type Database, type DigestDays } from '@familyhub/server-kit';
import { choreAssignments, chores } from '../chores';
import { mealPlans } from '../meal-plans';
import { pets } from '../pets';
import type { HomeSchema } from '../schema';

/** A chore's longest period (a calendar month): an open turn touching the days started at most this long before. */
const LONGEST_PERIOD_DAYS = 31;

/**
 * The home digest's reads for many families at once (issue #30): one query per kind over the union of their
 * windows; the provider keeps each family's own days. No encrypted field is read (a pet's name and birthdate only).
 */
export function createDigestRepository(db: Database<HomeSchema>) {
  return {
    /**
     * Open turns of active chores whose period touches the days, with their member (a turn whose member left the
     * family is no one's). Read through each chore's (chore_id, start_date) index: a recurring chore's turn started
     * within its longest period before the days; a one-off's only turn may have started any time.
     */
    async openChoreTurns(familyIds: readonly number[], days: DigestDays) {
      const earliestStart = new Date(Date.parse(days.firstDay) - LONGEST_PERIOD_DAYS * DAY_MS)
        .toISOString()
        .slice(0, 10);
      return db
        .select({
          id: choreAssignments.id,
          familyId: chores.familyId,
          title: chores.title,
          startDate: choreAssignments.startDate,
          endDate: choreAssignments.endDate,
          assignedToId: choreAssignments.assignedToId,
        })
        .from(chores)
        .innerJoin(
          choreAssignments,
          and(
            eq(choreAssignments.choreId, chores.id),
            sql`${choreAssignments.startDate} >= case when ${chores.frequency} = 'once' then '-infinity'::date
              else ${earliestStart}::date end`,
          ),
        )
        .where(
          and(
            inArray(chores.familyId, [...familyIds]),
            eq(chores.isActive, true),
            eq(choreAssignments.status, 'assigned'),
            isNotNull(choreAssignments.assignedToId),
            lte(choreAssignments.startDate, days.lastDay),
            or(isNull(choreAssignments.endDate), gte(choreAssignments.endDate, days.firstDay)),
          ),
        )
        .orderBy(asc(choreAssignments.endDate), asc(choreAssignments.id));
    },

    async mealsOn(familyIds: readonly number[], days: DigestDays) {
      return db
        .select({
          id: mealPlans.id,
          familyId: mealPlans.familyId,
          date: mealPlans.date,
          mealType: mealPlans.mealType,
          title: mealPlans.title,
        })
        .from(mealPlans)
        .where(
          and(
            inArray(mealPlans.familyId, [...familyIds]),
            gte(mealPlans.date, days.firstDay),
            lte(mealPlans.date, days.lastDay),
          ),
        )
        .orderBy(asc(mealPlans.date), asc(mealPlans.id));
    },

    /** Pets with a birthdate (a family keeps a few): the provider finds whose birthday falls in the days. */
    async petsWithBirthdates(familyIds: readonly number[]) {
      return db
        .select({ id: pets.id, familyId: pets.familyId, name: pets.name, birthdate: pets.birthdate })
        .from(pets)
        .where(and(inArray(pets.familyId, [...familyIds]), isNotNull(pets.birthdate)))
        .orderBy(asc(pets.id));
    },
  };
}
export type HomeDigestRepository = ReturnType<typeof createDigestRepository>;
