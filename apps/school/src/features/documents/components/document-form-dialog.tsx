import { useMemo } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '@familyhub/api-client';
import {
  createSchoolDocumentBody,
  documentTypes,
  FILE_REQUIRED_MESSAGE,
  fileUses,
  type CreateSchoolDocumentBody,
  type DocumentType,
  type SchoolDocument,
} from '@familyhub/contracts';
import { FileInput, FormDialog, FormField, Input, Select, Textarea } from '@familyhub/ui';
import { contractResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { useStudentDirectory } from '../../schools';
import { sharedMessages } from '../../shared/messages';
import { orNull } from '../../shared/or-null';
import { useSaveDocument } from '../api/documents-api';
import { documentsMessages } from '../messages';

interface DocumentFormValues {
  studentId: string;
  title: string;
  description: string;
  documentType: DocumentType;
  dueDate: string;
  file: File | null;
}

type DocumentFields = Omit<CreateSchoolDocumentBody, 'fileUrl' | 'fileType' | 'fileSize'>;

const bodyOf = (values: DocumentFormValues): DocumentFields => ({
  studentId: values.studentId === '' ? (undefined as unknown as number) : Number(values.studentId),
  title: values.title,
  description: orNull(values.description),
  documentType: values.documentType,
  dueDate: values.dueDate === '' ? null : values.dueDate,
});

const documentFieldsBody = createSchoolDocumentBody.omit({ fileUrl: true, fileType: true, fileSize: true });
const checkFields = contractResolver(documentFieldsBody, bodyOf);
type DocumentFieldsOut = z.output<typeof documentFieldsBody>;

/** Spec 000 §5: a new document needs a file; an edit without one keeps the current file. */
function documentResolver(needsFile: boolean): Resolver<DocumentFormValues, unknown, DocumentFieldsOut> {
  return async (values, context, options) => {
    const result = await checkFields(values, context, options);
    if (!needsFile || values.file) return result;
    return {
      values: {},
      errors: { ...result.errors, file: { type: 'required', message: FILE_REQUIRED_MESSAGE } },
    };
  };
}

export interface DocumentFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The document being edited (its file is kept unless another is chosen); absent when uploading. */
  document?: SchoolDocument;
}

/** The Upload Document dialog (spec 000 §2, §5): student, title, description, type, due date and the file. */
export function DocumentFormDialog({ open, onOpenChange, document }: DocumentFormDialogProps) {
  const t = useMessages(documentsMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={document ? t('form.edit.title') : t('upload')}
      description={document ? t('form.edit.description') : t('form.upload.description')}
    >
      <DocumentForm key={document?.id ?? 'new'} document={document} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function DocumentForm({ document, onDone }: { document?: SchoolDocument; onDone: () => void }) {
  const t = useMessages(documentsMessages);
  const shared = useMessages(sharedMessages);
  const { entries } = useStudentDirectory();
  const resolver = useMemo(() => documentResolver(!document), [document]);
  const form = useForm<DocumentFormValues, unknown, DocumentFieldsOut>({
    resolver,
    defaultValues: {
      studentId: document
        ? String(document.studentId)
        : entries.length === 1
          ? String(entries[0]!.student.id)
          : '',
      title: document?.title ?? '',
      description: document?.description ?? '',
      documentType: document?.documentType ?? 'other',
      dueDate: document?.dueDate ?? '',
      file: null,
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const save = useSaveForm(form, useSaveDocument(), {
    variables: (body) => ({ id: document?.id, body, file: form.getValues('file') }),
    saved: (_saved, body) => ({
      title: document ? t('toast.updated') : t('toast.added'),
      description: body.title.trim(),
    }),
    failed: (error) => t(document ? 'form.updateFailed' : 'form.addFailed', { error: errorMessage(error) }),
    failedToast: t('toast.error'),
    onDone,
  });

  return (
    <EntityForm
      save={save}
      onCancel={onDone}
      submitLabel={document ? shared('form.save') : t('form.submit.upload')}
      cancelLabel={shared('form.cancel')}
    >
      <FormField id="document-student" label={shared('form.student')} error={errors.studentId?.message}>
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
      <FormField id="document-title" label={shared('form.title')} error={errors.title?.message}>
        {(field) => (
          <Input
            {...field}
            placeholder={t('form.titlePlaceholder')}
            autoComplete="off"
            {...register('title')}
          />
        )}
      </FormField>
      <FormField
        id="document-description"
        label={shared('form.description')}
        error={errors.description?.message}
      >
        {(field) => <Textarea {...field} rows={3} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="document-type" label={t('form.documentType')} error={errors.documentType?.message}>
          {(field) => (
            <Select {...field} {...register('documentType')}>
              {documentTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`documentType.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          id="document-due-date"
          label={shared('form.dueDate')}
          hint={t('form.dueDate.hint')}
          error={errors.dueDate?.message}
        >
          {(field) => <Input {...field} type="date" {...register('dueDate')} />}
        </FormField>
      </div>
      <FormField
        id="document-file"
        label={t('form.file')}
        hint={
          document
            ? document.fileName
              ? t('form.currentFile', { name: document.fileName })
              : t('form.currentFile.unnamed')
            : undefined
        }
      >
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <FileInput
              id="document-file"
              file={field.value}
              onFileChange={field.onChange}
              use={fileUses['school-document']}
              error={errors.file?.message}
              chooseLabel={document || field.value ? shared('form.replaceFile') : shared('form.chooseFile')}
            />
          )}
        />
      </FormField>
    </EntityForm>
  );
}
