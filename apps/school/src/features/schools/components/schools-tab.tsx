import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createSchoolBody, type CreateSchoolBody, type School } from '@familyhub/contracts';
import { Button, deleteWithToast, EmptyState, FormField, Input, ItemActions, Textarea } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { orNull } from '../../shared/or-null';
import { useDeleteSchool, useSaveSchool, useSchools } from '../api/schools-api';
import { schoolsMessages } from '../messages';
import { InlineEditList } from './inline-edit-list';

interface SchoolFormValues {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  website: string;
  notes: string;
}

const optional = ['address', 'city', 'state', 'zipCode', 'phone', 'website', 'notes'] as const;

function valuesOf(school?: School): SchoolFormValues {
  return {
    name: school?.name ?? '',
    address: school?.address ?? '',
    city: school?.city ?? '',
    state: school?.state ?? '',
    zipCode: school?.zipCode ?? '',
    phone: school?.phone ?? '',
    website: school?.website ?? '',
    notes: school?.notes ?? '',
  };
}

function bodyOf(values: SchoolFormValues): CreateSchoolBody {
  const body: CreateSchoolBody = { name: values.name };
  for (const field of optional) body[field] = orNull(values[field]);
  return body;
}

const resolver = contractResolver<SchoolFormValues, typeof createSchoolBody>(createSchoolBody, bodyOf);

function SchoolForm({ school, onDone }: { school?: School; onDone: () => void }) {
  const t = useMessages(schoolsMessages);
  const shared = useMessages(sharedMessages);
  const form = useForm<SchoolFormValues, unknown, z.output<typeof createSchoolBody>>({
    resolver,
    defaultValues: valuesOf(school),
  });
  const {
    register,
    formState: { errors },
  } = form;

  const save = useSaveForm(form, useSaveSchool(), {
    variables: (body) => ({ id: school?.id, body }),
    saved: school ? t('schools.toast.updated') : t('schools.toast.added'),
    onDone,
  });

  return (
    <form
      noValidate
      aria-label={school ? t('schools.form.editLabel', { name: school.name }) : t('schools.form.addLabel')}
      onSubmit={(event) => void save.onSubmit(event)}
      className="grid gap-3 rounded-lg border p-3"
    >
      <FormField id="school-name" label={t('schools.form.name')} error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('name')} />}
      </FormField>
      <FormField id="school-address" label={t('schools.form.address')} error={errors.address?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('address')} />}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id="school-city" label={t('schools.form.city')} error={errors.city?.message}>
          {(field) => <Input {...field} autoComplete="off" {...register('city')} />}
        </FormField>
        <FormField id="school-state" label={t('schools.form.state')} error={errors.state?.message}>
          {(field) => <Input {...field} autoComplete="off" {...register('state')} />}
        </FormField>
        <FormField id="school-zip" label={t('schools.form.zipCode')} error={errors.zipCode?.message}>
          {(field) => <Input {...field} autoComplete="off" {...register('zipCode')} />}
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="school-phone" label={t('schools.form.phone')} error={errors.phone?.message}>
          {(field) => <Input {...field} type="tel" autoComplete="off" {...register('phone')} />}
        </FormField>
        <FormField id="school-website" label={t('schools.form.website')} error={errors.website?.message}>
          {(field) => <Input {...field} type="url" placeholder="https://" {...register('website')} />}
        </FormField>
      </div>
      <FormField id="school-notes" label={shared('form.notes')} error={errors.notes?.message}>
        {(field) => <Textarea {...field} rows={2} {...register('notes')} />}
      </FormField>
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
          {school ? t('schools.form.save') : t('schools.add')}
        </Button>
      </div>
    </form>
  );
}

/** The family's schools: add, edit, remove (a school with students stays, with the server's reason). */
export function SchoolsTab({ canEdit }: { canEdit: boolean }) {
  const t = useMessages(schoolsMessages);
  const schools = useSchools();
  const remove = useDeleteSchool();

  const onDelete = (school: School) =>
    deleteWithToast(remove, school.id, {
      deleted: { title: t('schools.toast.deleted') },
      failed: t('schools.toast.deleteFailed'),
    });

  return (
    <InlineEditList
      query={schools}
      entries={(data) => data}
      idOf={(school) => school.id}
      canEdit={canEdit}
      addLabel={t('schools.add')}
      loadingLabel={t('schools.loading')}
      errorTitle={t('schools.error.load')}
      listLabel={t('schools.list')}
      empty={<EmptyState title={t('schools.empty.title')} description={t('schools.empty.body')} />}
      form={(school, done) => <SchoolForm school={school} onDone={done} />}
      rowClassName="flex items-start justify-between gap-2 rounded-lg border p-3"
      row={(school, edit) => (
        <>
          <div className="min-w-0">
            <p className="font-medium">{school.name}</p>
            <p className="text-sm text-muted-foreground">
              {[school.address, school.city, school.state, school.zipCode].filter(Boolean).join(', ') ||
                t('schools.noAddress')}
            </p>
          </div>
          {canEdit ? (
            <ItemActions
              itemLabel={school.name}
              onEdit={edit}
              onDelete={() => void onDelete(school)}
              confirmTitle={t('schools.confirm.delete.title', { name: school.name })}
              confirmDescription={t('schools.confirm.delete.body')}
            />
          ) : null}
        </>
      )}
    />
  );
}
