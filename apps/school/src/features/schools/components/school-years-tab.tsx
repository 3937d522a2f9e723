import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createSchoolYearBody, type CreateSchoolYearBody, type SchoolYear } from '@familyhub/contracts';
import { Badge, Button, deleteWithToast, EmptyState, FormField, Input, ItemActions } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useDeleteSchoolYear, useSaveSchoolYear, useSchoolYears } from '../api/schools-api';
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
    saved: year ? 'School Year Updated' : 'School Year Added',
    onDone,
  });

  return (
    <form
      noValidate
      aria-label={year ? `Edit ${year.name}` : 'Add a school year'}
      onSubmit={(event) => void save.onSubmit(event)}
      className="grid gap-3 rounded-lg border p-3"
    >
      <FormField id="year-name" label="School year name" error={errors.name?.message}>
        {(field) => <Input {...field} placeholder="2026–2027" autoComplete="off" {...register('name')} />}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="year-start" label="Start date" error={errors.startDate?.message}>
          {(field) => <Input {...field} type="date" {...register('startDate')} />}
        </FormField>
        <FormField id="year-end" label="End date" error={errors.endDate?.message}>
          {(field) => <Input {...field} type="date" {...register('endDate')} />}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register('isActive')} />
        Active school year (the others become inactive)
      </label>
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
          {year ? 'Save school year' : 'Add school year'}
        </Button>
      </div>
    </form>
  );
}

/** The family's school years; one of them is active (the default year of a new student). */
export function SchoolYearsTab({ canEdit }: { canEdit: boolean }) {
  const years = useSchoolYears();
  const remove = useDeleteSchoolYear();

  const onDelete = (year: SchoolYear) =>
    deleteWithToast(remove, year.id, {
      deleted: { title: 'School Year Deleted' },
      failed: 'Failed to delete school year',
    });

  return (
    <InlineEditList
      query={years}
      entries={(data) => data}
      idOf={(year) => year.id}
      canEdit={canEdit}
      addLabel="Add school year"
      loadingLabel="Loading school years"
      errorTitle="Could not load school years"
      listLabel="School years"
      empty={
        <EmptyState title="No school years yet" description="Add the current school year, e.g. 2026–2027." />
      }
      form={(year, done) => <YearForm year={year} onDone={done} />}
      rowClassName="flex items-center justify-between gap-2 rounded-lg border p-3"
      row={(year, edit) => (
        <>
          <div>
            <p className="flex items-center gap-2 font-medium">
              {year.name} {year.isActive ? <Badge variant="success">Active</Badge> : null}
            </p>
            <p className="text-sm text-muted-foreground">
              {year.startDate} – {year.endDate}
            </p>
          </div>
          {canEdit ? (
            <ItemActions
              itemLabel={year.name}
              onEdit={edit}
              onDelete={() => void onDelete(year)}
              confirmTitle={`Delete ${year.name}?`}
            />
          ) : null}
        </>
      )}
    />
  );
}
