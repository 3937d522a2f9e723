import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  createStudentBody,
  studentStatuses,
  type CreateStudentBody,
  type Student,
  type StudentStatus,
} from '@familyhub/contracts';
import {
  Badge,
  Button,
  deleteWithToast,
  EmptyState,
  FormField,
  Input,
  ItemActions,
  Select,
} from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { orNull } from '../../shared/or-null';
import { useDeleteStudent, useSaveStudent, useSchoolYears, useSchools } from '../api/schools-api';
import { useStudentDirectory } from '../use-student-directory';
import { InlineEditList } from './inline-edit-list';

interface StudentFormValues {
  childId: string;
  schoolId: string;
  schoolYearId: string;
  grade: string;
  teacher: string;
  status: StudentStatus;
}

const idOf = (value: string) => (value === '' ? (undefined as unknown as number) : Number(value));
const bodyOf = (values: StudentFormValues): CreateStudentBody => ({
  childId: idOf(values.childId),
  schoolId: idOf(values.schoolId),
  schoolYearId: idOf(values.schoolYearId),
  grade: orNull(values.grade),
  teacher: orNull(values.teacher),
  status: values.status,
});
const resolver = contractResolver<StudentFormValues, typeof createStudentBody>(createStudentBody, bodyOf);

function StudentForm({ student, onDone }: { student?: Student; onDone: () => void }) {
  const { children } = useStudentDirectory();
  const schools = useSchools();
  const years = useSchoolYears();
  const activeYear = years.data?.find((y) => y.isActive);
  const form = useForm<StudentFormValues, unknown, z.output<typeof createStudentBody>>({
    resolver,
    defaultValues: {
      childId: student ? String(student.childId) : '',
      schoolId: student
        ? String(student.schoolId)
        : schools.data?.length === 1
          ? String(schools.data[0]!.id)
          : '',
      schoolYearId: student ? String(student.schoolYearId) : activeYear ? String(activeYear.id) : '',
      grade: student?.grade ?? '',
      teacher: student?.teacher ?? '',
      status: student?.status ?? 'active',
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const save = useSaveForm(form, useSaveStudent(), {
    variables: (body) => ({ id: student?.id, body }),
    saved: student ? 'Student Updated' : 'Student Added',
    onDone,
  });

  return (
    <form
      noValidate
      aria-label={student ? 'Edit student' : 'Add a student'}
      onSubmit={(event) => void save.onSubmit(event)}
      className="grid gap-3 rounded-lg border p-3"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id="student-child" label="Child" error={errors.childId?.message}>
          {(field) => (
            <Select {...field} {...register('childId')}>
              <option value="">Choose a child</option>
              {children.map((child) => (
                <option key={child.id} value={child.id}>
                  {child.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="student-school" label="School" error={errors.schoolId?.message}>
          {(field) => (
            <Select {...field} {...register('schoolId')}>
              <option value="">Choose a school</option>
              {schools.data?.map((school) => (
                <option key={school.id} value={school.id}>
                  {school.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="student-year" label="School year" error={errors.schoolYearId?.message}>
          {(field) => (
            <Select {...field} {...register('schoolYearId')}>
              <option value="">Choose a school year</option>
              {years.data?.map((year) => (
                <option key={year.id} value={year.id}>
                  {year.name}
                  {year.isActive ? ' (active)' : ''}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id="student-grade" label="Grade" error={errors.grade?.message}>
          {(field) => <Input {...field} placeholder="3rd" autoComplete="off" {...register('grade')} />}
        </FormField>
        <FormField id="student-teacher" label="Teacher" error={errors.teacher?.message}>
          {(field) => <Input {...field} autoComplete="off" {...register('teacher')} />}
        </FormField>
        <FormField id="student-status" label="Status" error={errors.status?.message}>
          {(field) => (
            <Select {...field} {...register('status')}>
              {studentStatuses.map((status) => (
                <option key={status} value={status}>
                  {status === 'active' ? 'Active' : 'Inactive'}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {save.saveError ? (
        <p role="alert" className="text-sm text-destructive">
          {save.saveError}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.pending}>
          {student ? 'Save student' : 'Add student'}
        </Button>
      </div>
    </form>
  );
}

/** The children's enrolments: a child of the family at a school in a school year, with grade and teacher. */
export function StudentsTab({ canEdit }: { canEdit: boolean }) {
  const { query: students, entries } = useStudentDirectory();
  const remove = useDeleteStudent();

  const onDelete = (student: Student) =>
    deleteWithToast(remove, student.id, {
      deleted: { title: 'Student Deleted' },
      failed: 'Failed to delete student',
    });

  return (
    <InlineEditList
      query={students}
      entries={() => entries}
      idOf={(entry) => entry.student.id}
      canEdit={canEdit}
      addLabel="Add student"
      loadingLabel="Loading students"
      errorTitle="Could not load students"
      listLabel="Students"
      empty={
        <EmptyState
          title="No students yet"
          description="Add a school and a school year, then enrol each child as a student."
        />
      }
      form={(entry, done) => <StudentForm student={entry?.student} onDone={done} />}
      rowClassName="flex items-center justify-between gap-2 rounded-lg border p-3"
      row={({ student, name, color, school, year }, edit) => (
        <>
          <div className="flex min-w-0 items-center gap-3">
            <span aria-hidden className="size-3 shrink-0 rounded-full" style={{ backgroundColor: color }} />
            <div className="min-w-0">
              <p className="flex items-center gap-2 font-medium">
                {name}
                {student.status === 'inactive' ? <Badge variant="outline">Inactive</Badge> : null}
              </p>
              <p className="text-sm text-muted-foreground">
                {[school?.name, year?.name, student.grade && `Grade ${student.grade}`, student.teacher]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
          </div>
          {canEdit ? (
            <ItemActions
              itemLabel={`${name} at ${school?.name ?? 'school'}`}
              onEdit={edit}
              onDelete={() => void onDelete(student)}
              confirmTitle={`Remove ${name} from ${school?.name ?? 'this school'}?`}
            />
          ) : null}
        </>
      )}
    />
  );
}
