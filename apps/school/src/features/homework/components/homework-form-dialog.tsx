import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  createHomeworkBody,
  fileUses,
  homeworkPriorities,
  type CreateHomeworkBody,
  type Homework,
  type HomeworkPriority,
} from '@familyhub/contracts';
import { FileInput, FormDialog, FormField, Input, Select, Textarea } from '@familyhub/ui';
import { contractResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { useStudentDirectory } from '../../schools';
import { sharedMessages } from '../../shared/messages';
import { orNull } from '../../shared/or-null';
import { useSaveHomework } from '../api/homework-api';
import { homeworkMessages } from '../messages';

interface HomeworkFormValues {
  studentId: string;
  subject: string;
  title: string;
  description: string;
  dueDate: string;
  priority: HomeworkPriority;
  grade: string;
  notes: string;
  file: File | null;
}

type HomeworkFields = Omit<CreateHomeworkBody, 'attachmentUrl'>;

const bodyOf = (values: HomeworkFormValues): HomeworkFields => ({
  studentId: values.studentId === '' ? (undefined as unknown as number) : Number(values.studentId),
  subject: values.subject,
  title: values.title,
  description: orNull(values.description),
  dueDate: values.dueDate === '' ? (undefined as unknown as string) : values.dueDate,
  priority: values.priority,
  grade: orNull(values.grade),
  notes: orNull(values.notes),
});
const fieldsBody = createHomeworkBody.omit({ attachmentUrl: true });
const resolver = contractResolver<HomeworkFormValues, typeof fieldsBody>(fieldsBody, bodyOf);

export function HomeworkFormDialog({
  open,
  onOpenChange,
  homework,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  homework?: Homework;
}) {
  const t = useMessages(homeworkMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={homework ? t('form.edit.title') : t('add')}
      description={homework ? t('form.edit.description') : t('form.add.description')}
    >
      <HomeworkForm key={homework?.id ?? 'new'} homework={homework} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function HomeworkForm({ homework, onDone }: { homework?: Homework; onDone: () => void }) {
  const t = useMessages(homeworkMessages);
  const shared = useMessages(sharedMessages);
  const { entries } = useStudentDirectory();
  const form = useForm<HomeworkFormValues, unknown, z.output<typeof fieldsBody>>({
    resolver,
    defaultValues: {
      studentId: homework
        ? String(homework.studentId)
        : entries.length === 1
          ? String(entries[0]!.student.id)
          : '',
      subject: homework?.subject ?? '',
      title: homework?.title ?? '',
      description: homework?.description ?? '',
      dueDate: homework?.dueDate ?? '',
      priority: homework?.priority ?? 'medium',
      grade: homework?.grade ?? '',
      notes: homework?.notes ?? '',
      file: null,
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const save = useSaveForm(form, useSaveHomework(), {
    variables: (body) => ({ id: homework?.id, body, file: form.getValues('file') }),
    saved: (_saved, body) => ({
      title: homework ? t('toast.updated') : t('toast.added'),
      description: body.title.trim(),
    }),
    onDone,
  });

  return (
    <EntityForm
      save={save}
      onCancel={onDone}
      submitLabel={shared('form.save')}
      cancelLabel={shared('form.cancel')}
    >
      <FormField id="homework-student" label={shared('form.student')} error={errors.studentId?.message}>
        {(field) => (
          <Select {...field} {...register('studentId')}>
            <option value="">{shared('form.chooseStudent')}</option>
            {entries.map((entry) => (
              <option key={entry.student.id} value={entry.student.id}>
                {entry.label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="homework-subject" label={t('form.subject')} error={errors.subject?.message}>
          {(field) => (
            <Input
              {...field}
              placeholder={t('form.subjectPlaceholder')}
              autoComplete="off"
              {...register('subject')}
            />
          )}
        </FormField>
        <FormField id="homework-due-date" label={shared('form.dueDate')} error={errors.dueDate?.message}>
          {(field) => <Input {...field} type="date" {...register('dueDate')} />}
        </FormField>
      </div>
      <FormField id="homework-title" label={shared('form.title')} error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <FormField
        id="homework-description"
        label={shared('form.description')}
        error={errors.description?.message}
      >
        {(field) => <Textarea {...field} rows={2} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="homework-priority" label={t('form.priority')} error={errors.priority?.message}>
          {(field) => (
            <Select {...field} {...register('priority')}>
              {homeworkPriorities.map((p) => (
                <option key={p} value={p}>
                  {t(`form.priority.${p}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="homework-grade" label={t('form.grade')} error={errors.grade?.message}>
          {(field) => <Input {...field} placeholder="A-" autoComplete="off" {...register('grade')} />}
        </FormField>
      </div>
      <FormField
        id="homework-notes"
        label={shared('form.notes')}
        hint={t('form.notes.hint')}
        error={errors.notes?.message}
      >
        {(field) => <Textarea {...field} rows={2} {...register('notes')} />}
      </FormField>
      <FormField
        id="homework-file"
        label={t('form.attachment')}
        hint={
          homework?.attachmentName
            ? t('form.currentAttachment', { name: homework.attachmentName })
            : undefined
        }
      >
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <FileInput
              id="homework-file"
              file={field.value}
              onFileChange={field.onChange}
              use={fileUses['school-document']}
              chooseLabel={field.value ? shared('form.replaceFile') : shared('form.chooseFile')}
            />
          )}
        />
      </FormField>
    </EntityForm>
  );
}
