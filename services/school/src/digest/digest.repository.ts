import { and, asc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import type { Database, DigestDays } from '@familyhub/server-kit';
import { schoolDocuments } from '../documents';
import { homework } from '../homework';
import type { SchoolSchema } from '../schema';
import { schoolEvents } from '../school-events';
import { students } from '../students';

/**
 * The school digest's reads for many families at once (issue #30): one query per kind over the union of their
 * windows, on the (family_id, date) indexes; the provider keeps each family's own days. No encrypted field is read.
 * Homework and documents of a former member (an inactive enrolment) stay out.
 */
export function createDigestRepository(db: Database<SchoolSchema>) {
  return {
    async openHomeworkDue(familyIds: readonly number[], days: DigestDays) {
      return db
        .select({
          id: homework.id,
          familyId: homework.familyId,
          subject: homework.subject,
          title: homework.title,
          dueDate: homework.dueDate,
          childId: students.childId,
        })
        .from(homework)
        .innerJoin(students, eq(students.id, homework.studentId))
        .where(
          and(
            inArray(homework.familyId, [...familyIds]),
            gte(homework.dueDate, days.firstDay),
            lte(homework.dueDate, days.lastDay),
            eq(homework.completed, false),
            eq(students.status, 'active'),
          ),
        )
        .orderBy(asc(homework.dueDate), asc(homework.id));
    },

    /** Documents with a due date in the days, not yet submitted (a permission slip not yet handed back). */
    async openDocumentsDue(familyIds: readonly number[], days: DigestDays) {
      return db
        .select({
          id: schoolDocuments.id,
          familyId: schoolDocuments.familyId,
          title: schoolDocuments.title,
          documentType: schoolDocuments.documentType,
          dueDate: schoolDocuments.dueDate,
        })
        .from(schoolDocuments)
        .innerJoin(students, eq(students.id, schoolDocuments.studentId))
        .where(
          and(
            inArray(schoolDocuments.familyId, [...familyIds]),
            gte(schoolDocuments.dueDate, days.firstDay),
            lte(schoolDocuments.dueDate, days.lastDay),
            eq(schoolDocuments.submitted, false),
            eq(students.status, 'active'),
          ),
        )
        .orderBy(asc(schoolDocuments.dueDate), asc(schoolDocuments.id));
    },

    /** School events touching the days (a trip that started before them too), as the school calendar reads them. */
    async eventsTouching(familyIds: readonly number[], days: DigestDays) {
      return db
        .select({
          id: schoolEvents.id,
          familyId: schoolEvents.familyId,
          title: schoolEvents.title,
          startDate: schoolEvents.startDate,
          endDate: schoolEvents.endDate,
          allDay: schoolEvents.allDay,
          startTime: schoolEvents.startTime,
        })
        .from(schoolEvents)
        .where(
          and(
            inArray(schoolEvents.familyId, [...familyIds]),
            lte(schoolEvents.startDate, days.lastDay),
            or(gte(schoolEvents.startDate, days.firstDay), gte(schoolEvents.endDate, days.firstDay)),
          ),
        )
        .orderBy(asc(schoolEvents.startDate), asc(schoolEvents.id));
    },
  };
}
export type SchoolDigestRepository = ReturnType<typeof createDigestRepository>;
