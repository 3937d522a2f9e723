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
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { orNull } from '../../shared/or-null';
import { useDeleteStudent, useSaveStudent, useSchoolYears, useSchools } from '../api/schools-api';
import { useStudentDirectory } from '../use-student-directory';
import { schoolsMessages } from '../messages';
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
  const t = useMessages(schoolsMessages);
  const shared = useMessages(sharedMessages);
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
    saved: student ? t('students.toast.updated') : t('students.toast.added'),
    onDone,
  });

  return (
    <form
      noValidate
      aria-label={student ? t('students.form.editLabel') : t('students.form.addLabel')}
      onSubmit={(event) => void save.onSubmit(event)}
      className="grid gap-3 rounded-lg border p-3"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id="student-child" label={t('students.form.child')} error={errors.childId?.message}>
          {(field) => (
            <Select {...field} {...register('childId')}>
              <option value="">{t('students.form.chooseChild')}</option>
              {children.map((child) => (
                <option key={child.id} value={child.id}>
                  {child.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="student-school" label={shared('form.school')} error={errors.schoolId?.message}>
          {(field) => (
            <Select {...field} {...register('schoolId')}>
              <option value="">{shared('form.chooseSchool')}</option>
              {schools.data?.map((school) => (
                <option key={school.id} value={school.id}>
                  {school.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="student-year" label={t('students.form.year')} error={errors.schoolYearId?.message}>
          {(field) => (
            <Select {...field} {...register('schoolYearId')}>
              <option value="">{t('students.form.chooseYear')}</option>
              {years.data?.map((year) => (
                <option key={year.id} value={year.id}>
                  {year.isActive ? t('students.form.activeYear', { name: year.name }) : year.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id="student-grade" label={t('students.form.grade')} error={errors.grade?.message}>
          {(field) => (
            <Input
              {...field}
              placeholder={t('students.form.gradePlaceholder')}
              autoComplete="off"
              {...register('grade')}
            />
          )}
        </FormField>
        <FormField id="student-teacher" label={t('students.form.teacher')} error={errors.teacher?.message}>
          {(field) => <Input {...field} autoComplete="off" {...register('teacher')} />}
        </FormField>
        <FormField id="student-status" label={t('students.form.status')} error={errors.status?.message}>
          {(field) => (
            <Select {...field} {...register('status')}>
              {studentStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`students.form.status.${status}`)}
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
          {shared('form.cancel')}
        </Button>
        <Button type="submit" disabled={save.pending}>
          {student ? t('students.form.save') : t('students.add')}
        </Button>
      </div>
    </form>
  );
}

/** The children's enrolments: a child of the family at a school in a school year, with grade and teacher. */
export function StudentsTab({ canEdit }: { canEdit: boolean }) {
  const t = useMessages(schoolsMessages);
  const { query: students, entries } = useStudentDirectory();
  const remove = useDeleteStudent();

  const onDelete = (student: Student) =>
    deleteWithToast(remove, student.id, {
      deleted: { title: t('students.toast.deleted') },
      failed: t('students.toast.deleteFailed'),
    });

  return (
    <InlineEditList
      query={students}
      entries={() => entries}
      idOf={(entry) => entry.student.id}
      canEdit={canEdit}
      addLabel={t('students.add')}
      loadingLabel={t('students.loading')}
      errorTitle={t('students.error.load')}
      listLabel={t('students.list')}
      empty={<EmptyState title={t('students.empty.title')} description={t('students.empty.body')} />}
      form={(entry, done) => <StudentForm student={entry?.student} onDone={done} />}
      rowClassName="flex items-center justify-between gap-2 rounded-lg border p-3"
      row={({ student, name, color, school, year }, edit) => (
        <>
          <div className="flex min-w-0 items-center gap-3">
            <span aria-hidden className="size-3 shrink-0 rounded-full" style={{ backgroundColor: color }} />
            <div className="min-w-0">
              <p className="flex items-center gap-2 font-medium">
                {name}
                {student.status === 'inactive' ? (
                  <Badge variant="outline">{t('students.inactive')}</Badge>
                ) : null}
              </p>
              <p className="text-sm text-muted-foreground">
                {[
                  school?.name,
                  year?.name,
                  student.grade && t('students.grade', { grade: student.grade }),
                  student.teacher,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
          </div>
          {canEdit ? (
            <ItemActions
              itemLabel={
                school
                  ? t('students.itemLabel', { name, school: school.name })
                  : t('students.itemLabel.noSchool', { name })
              }
              onEdit={edit}
              onDelete={() => void onDelete(student)}
              confirmTitle={
                school
                  ? t('students.confirm.remove', { name, school: school.name })
                  : t('students.confirm.remove.noSchool', { name })
              }
            />
          ) : null}
        </>
      )}
    />
  );
}
