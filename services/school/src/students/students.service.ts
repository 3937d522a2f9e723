import { z } from 'zod';
import {
  DUPLICATE_STUDENT_MESSAGE,
  type createStudentBody,
  type Page,
  type Student,
  type updateStudentBody,
} from '@familyhub/contracts';
import {
  badRequest,
  keysetCursor,
  mapPage,
  notFound,
  type Caller,
  type LiveEvents,
  type FamilyMembers,
} from '@familyhub/server-kit';
import type { SchoolYearsService } from '../school-years';
import type { SchoolsService } from '../schools';
import { assertOrganiser, conflictOnDuplicate, conflictOnReference } from '../shared/organisers';
import type { StudentsRepository } from './students.repository';
import type { StudentRow } from './students.table';

type CreateStudent = z.output<typeof createStudentBody>;
type UpdateStudent = z.output<typeof updateStudentBody>;

export const STUDENTS_TOPIC = 'students';
const MAY_CHANGE = 'Only parents and admins can change students';

export function toStudent(row: StudentRow): Student {
  return {
    id: row.id,
    childId: row.childId,
    schoolId: row.schoolId,
    schoolYearId: row.schoolYearId,
    grade: row.grade,
    teacher: row.teacher,
    status: row.status,
    notes: row.notes,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

const studentCursor = keysetCursor(z.object({ id: z.number().int().positive() }));
const studentNotFound = () => notFound('Student');

export interface StudentsServiceOptions {
  repository: StudentsRepository;
  schools: Pick<SchoolsService, 'get'>;
  years: Pick<SchoolYearsService, 'get'>;
  members: FamilyMembers;
  live: Pick<LiveEvents<string>, 'publish'>;
}

/**
 * A child of the family at a school in a school year. Admins and parents enrol; a child sees only their own
 * enrolments (and so only their own documents and homework).
 */
export function createStudentsService({
  repository: students,
  schools,
  years,
  members,
  live,
}: StudentsServiceOptions) {
  const changed = (caller: Caller) => live.publish(caller.familyId, STUDENTS_TOPIC);

  async function assertChildOfFamily(caller: Caller, childId: number): Promise<void> {
    const member = await members.find(caller, childId);
    if (!member || member.role !== 'child') throw badRequest('Choose a child of your family');
  }

  async function existing(caller: Caller, studentId: number): Promise<StudentRow> {
    const row = await students.find(caller.familyId, studentId);
    if (!row || (caller.role === 'child' && row.childId !== caller.userId)) throw studentNotFound();
    return row;
  }

  return {
    async list(caller: Caller, query: { cursor?: string; limit: number }): Promise<Page<Student>> {
      const after = studentCursor.decode(query.cursor);
      const rows = await students.page(
        caller.familyId,
        after?.id ?? null,
        query.limit + 1,
        caller.role === 'child' ? caller.userId : undefined,
      );
      return mapPage(
        studentCursor.page(rows, query.limit, (row) => ({ id: row.id })),
        toStudent,
      );
    },

    /** The student the caller may see, or 404. */
    async get(caller: Caller, studentId: number): Promise<Student> {
      return toStudent(await existing(caller, studentId));
    },

    /** The ids of the students a caller may see documents and homework of: null = all (organisers). */
    async visibleIds(caller: Caller): Promise<number[] | null> {
      return caller.role === 'child' ? students.idsOfChild(caller.familyId, caller.userId) : null;
    },

    async findMany(caller: Caller, studentIds: number[]): Promise<Student[]> {
      return (await students.findMany(caller.familyId, studentIds)).map(toStudent);
    },

    /** Student id → the family member (child) they are, for the given ids (repeats allowed). */
    async childIdsOf(caller: Caller, studentIds: number[]): Promise<Map<number, number>> {
      const found = await students.findMany(caller.familyId, [...new Set(studentIds)]);
      return new Map(found.map((s) => [s.id, s.childId]));
    },

    async create(caller: Caller, body: CreateStudent): Promise<Student> {
      assertOrganiser(caller, MAY_CHANGE);
      await schools.get(caller, body.schoolId);
      await years.get(caller, body.schoolYearId);
      await assertChildOfFamily(caller, body.childId);
      const row = await conflictOnDuplicate(
        () =>
          students.insert(caller.familyId, {
            childId: body.childId,
            schoolId: body.schoolId,
            schoolYearId: body.schoolYearId,
            grade: body.grade ?? null,
            teacher: body.teacher ?? null,
            status: body.status,
            notes: body.notes ?? null,
            createdById: caller.userId,
          }),
        DUPLICATE_STUDENT_MESSAGE,
      );
      changed(caller);
      return toStudent(row);
    },

    async update(caller: Caller, studentId: number, body: UpdateStudent): Promise<Student> {
      await existing(caller, studentId);
      assertOrganiser(caller, MAY_CHANGE);
      if (body.schoolId !== undefined) await schools.get(caller, body.schoolId);
      if (body.schoolYearId !== undefined) await years.get(caller, body.schoolYearId);
      if (body.childId !== undefined) await assertChildOfFamily(caller, body.childId);
      const row = await conflictOnDuplicate(
        () => students.update(caller.familyId, studentId, body),
        DUPLICATE_STUDENT_MESSAGE,
      );
      if (!row) throw studentNotFound();
      changed(caller);
      return toStudent(row);
    },

    async remove(caller: Caller, studentId: number): Promise<void> {
      await existing(caller, studentId);
      assertOrganiser(caller, MAY_CHANGE);
      const removed = await conflictOnReference(
        () => students.remove(caller.familyId, studentId),
        'This student still has documents, homework or activities: delete them first, or mark the student inactive',
      );
      if (!removed) throw studentNotFound();
      changed(caller);
    },
  };
}
export type StudentsService = ReturnType<typeof createStudentsService>;
