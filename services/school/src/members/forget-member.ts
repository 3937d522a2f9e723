import { and, eq } from 'drizzle-orm';
import type { Database, ForgetMember } from '@familyhub/server-kit';
import { extracurricularActivities } from '../activities';
import { schoolDocuments } from '../documents';
import { homework } from '../homework';
import { schoolEvents } from '../school-events';
import { schoolYears } from '../school-years';
import { schools } from '../schools';
import { students } from '../students';

/**
 * The school forgets a member who leaves the family (docs/adr/0006-member-removal-reaches-every-service.md), inside
 * the route's transaction. The family's school papers stay with the family:
 * - a child's enrolments stay, marked inactive (their documents and homework remain in the family's records and
 *   its export; the screens show the student as a former member);
 * - who uploaded a document or a file, who verified homework, and who added a school, year or student, is
 *   cleared (the verified mark stays).
 */
export function forgetSchoolMember(forgetFileUploader: ForgetMember): ForgetMember {
  return async (tx: Database, familyId: number, memberId: number) => {
    const count = (rows: unknown[]) => rows.length;
    const changed: Record<string, number> = {};
    changed.students = count(
      await tx
        .update(students)
        .set({ status: 'inactive' })
        .where(and(eq(students.familyId, familyId), eq(students.childId, memberId)))
        .returning({ id: students.id }),
    );
    changed.school_documents = count(
      await tx
        .update(schoolDocuments)
        .set({ uploadedById: null })
        .where(and(eq(schoolDocuments.familyId, familyId), eq(schoolDocuments.uploadedById, memberId)))
        .returning({ id: schoolDocuments.id }),
    );
    changed.homework = count(
      await tx
        .update(homework)
        .set({ verifiedById: null })
        .where(and(eq(homework.familyId, familyId), eq(homework.verifiedById, memberId)))
        .returning({ id: homework.id }),
    );
    for (const [name, table] of [
      ['schools', schools],
      ['school_years', schoolYears],
      ['students_created', students],
      ['homework_created', homework],
      ['school_events', schoolEvents],
      ['extracurricular_activities', extracurricularActivities],
    ] as const) {
      const rows = await tx
        .update(table)
        .set({ createdById: null })
        .where(and(eq(table.familyId, familyId), eq(table.createdById, memberId)))
        .returning({ id: table.id });
      changed[name] = rows.length;
    }
    Object.assign(changed, await forgetFileUploader(tx, familyId, memberId));
    return changed;
  };
}
