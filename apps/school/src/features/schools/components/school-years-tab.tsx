import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createSchoolYearBody, type CreateSchoolYearBody, type SchoolYear } from '@familyhub/contracts';
import { Badge, Button, deleteWithToast, EmptyState, FormField, Input, ItemActions } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { useDeleteSchoolYear, useSaveSchoolYear, useSchoolYears } from '../api/schools-api';
import { schoolsMessages } from '../messages';
import { InlineEditList } from './inline-edit-list';

interface YearFormValues {
  name: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
}

const bodyOf = (values: YearFormValues): CreateSchoolYearBody => ({ ...values });
const resolver = contractResolver<YearFormValues, typeof createSchoolYearBody>(createSchoolYearBody, bodyOf);

function YearForm({ year, onDone }: { year?: SchoolYear; onDone: () => void }) {
  const t = useMessages(schoolsMessages);
  const shared = useMessages(sharedMessages);
  const form = useForm<YearFormValues, unknown, z.output<typeof createSchoolYearBody>>({
    resolver,
    defaultValues: {
      name: year?.name ?? '',
      startDate: year?.startDate ?? '',
      endDate: year?.endDate ?? '',
      isActive: year?.isActive ?? true,
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const save = useSaveForm(form, useSaveSchoolYear(), {
    variables: (body) => ({ id: year?.id, body }),
    saved: year ? t('years.toast.updated') : t('years.toast.added'),
    onDone,
  });

  return (
    <form
      noValidate
      aria-label={year ? t('years.form.editLabel', { name: year.name }) : t('years.form.addLabel')}
      onSubmit={(event) => void save.onSubmit(event)}
      className="grid gap-3 rounded-lg border p-3"
    >
      <FormField id="year-name" label={t('years.form.name')} error={errors.name?.message}>
        {(field) => <Input {...field} placeholder="2026–2027" autoComplete="off" {...register('name')} />}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="year-start" label={shared('form.startDate')} error={errors.startDate?.message}>
          {(field) => <Input {...field} type="date" {...register('startDate')} />}
        </FormField>
        <FormField id="year-end" label={t('years.form.endDate')} error={errors.endDate?.message}>
          {(field) => <Input {...field} type="date" {...register('endDate')} />}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register('isActive')} />
        {t('years.form.active')}
      </label>
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
          {year ? t('years.form.save') : t('years.add')}
        </Button>
      </div>
    </form>
  );
}

/** The family's school years; one of them is active (the default year of a new student). */
export function SchoolYearsTab({ canEdit }: { canEdit: boolean }) {
  const t = useMessages(schoolsMessages);
  const formats = useFormats();
  const years = useSchoolYears();
  const remove = useDeleteSchoolYear();

  const onDelete = (year: SchoolYear) =>
    deleteWithToast(remove, year.id, {
      deleted: { title: t('years.toast.deleted') },
      failed: t('years.toast.deleteFailed'),
    });

  return (
    <InlineEditList
      query={years}
      entries={(data) => data}
      idOf={(year) => year.id}
      canEdit={canEdit}
      addLabel={t('years.add')}
      loadingLabel={t('years.loading')}
      errorTitle={t('years.error.load')}
      listLabel={t('years.list')}
      empty={<EmptyState title={t('years.empty.title')} description={t('years.empty.body')} />}
      form={(year, done) => <YearForm year={year} onDone={done} />}
      rowClassName="flex items-center justify-between gap-2 rounded-lg border p-3"
      row={(year, edit) => (
        <>
          <div>
            <p className="flex items-center gap-2 font-medium">
              {year.name} {year.isActive ? <Badge variant="success">{t('years.active')}</Badge> : null}
            </p>
            <p className="text-sm text-muted-foreground">
              {formats.date(year.startDate)} – {formats.date(year.endDate)}
            </p>
          </div>
          {canEdit ? (
            <ItemActions
              itemLabel={year.name}
              onEdit={edit}
              onDelete={() => void onDelete(year)}
              confirmTitle={t('years.confirm.delete', { name: year.name })}
            />
          ) : null}
        </>
      )}
    />
  );
}
