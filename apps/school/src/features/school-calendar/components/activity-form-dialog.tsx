import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  createActivityBody,
  parseMoneyInput,
  type CreateActivityBody,
  type ExtracurricularActivity,
  type Weekday,
} from '@familyhub/contracts';
import { FormDialog, FormField, Input, Select } from '@familyhub/ui';
import { contractResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { useStudentDirectory } from '../../schools';
import { sharedMessages } from '../../shared/messages';
import { orNull } from '../../shared/or-null';
import { useSaveActivity } from '../api/school-calendar-api';
import { dateOfWeekday, weekdaysFrom } from '../calendar-days';
import { schoolCalendarMessages } from '../messages';

interface ActivityFormValues {
  studentId: string;
  name: string;
  category: string;
  location: string;
  instructor: string;
  startDate: string;
  endDate: string;
  daysOfWeek: Weekday[];
  startTime: string;
  endTime: string;
  costCents: string;
  isPaid: boolean;
}

const bodyOf = (v: ActivityFormValues): CreateActivityBody => ({
  studentId: v.studentId === '' ? (undefined as unknown as number) : Number(v.studentId),
  name: v.name,
  category: orNull(v.category),
  location: orNull(v.location),
  instructor: orNull(v.instructor),
  startDate: v.startDate === '' ? (undefined as unknown as string) : v.startDate,
  endDate: v.endDate === '' ? null : v.endDate,
  daysOfWeek: v.daysOfWeek,
  startTime: v.startTime,
  endTime: v.endTime,
  costCents: v.costCents.trim() === '' ? null : (parseMoneyInput(v.costCents) ?? -1),
  isPaid: v.isPaid,
});
const resolver = contractResolver<ActivityFormValues, typeof createActivityBody>(createActivityBody, bodyOf);
const centsText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

export function ActivityFormDialog({
  open,
  onOpenChange,
  activity,
  defaultDate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  activity?: ExtracurricularActivity;
  defaultDate: string;
}) {
  const t = useMessages(schoolCalendarMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={activity ? t('activityForm.edit.title') : t('addActivity')}
      description={t('activityForm.description')}
    >
      <ActivityForm
        key={activity?.id ?? 'new'}
        activity={activity}
        defaultDate={defaultDate}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function ActivityForm({
  activity,
  defaultDate,
  onDone,
}: {
  activity?: ExtracurricularActivity;
  defaultDate: string;
  onDone: () => void;
}) {
  const t = useMessages(schoolCalendarMessages);
  const shared = useMessages(sharedMessages);
  const formats = useFormats();
  const { entries } = useStudentDirectory();
  const form = useForm<ActivityFormValues, unknown, z.output<typeof createActivityBody>>({
    resolver,
    defaultValues: {
      studentId: activity
        ? String(activity.studentId)
        : entries.length === 1
          ? String(entries[0]!.student.id)
          : '',
      name: activity?.name ?? '',
      category: activity?.category ?? '',
      location: activity?.location ?? '',
      instructor: activity?.instructor ?? '',
      startDate: activity?.startDate ?? defaultDate,
      endDate: activity?.endDate ?? '',
      daysOfWeek: activity?.daysOfWeek ?? [],
      startTime: activity?.startTime ?? '',
      endTime: activity?.endTime ?? '',
      costCents: centsText(activity?.costCents ?? null),
      isPaid: activity?.isPaid ?? false,
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const save = useSaveForm(form, useSaveActivity(), {
    variables: (body) => ({ id: activity?.id, body }),
    saved: (_saved, body) => ({
      title: activity ? t('toast.activityUpdated') : t('toast.activityAdded'),
      description: body.name.trim(),
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="activity-student" label={shared('form.student')} error={errors.studentId?.message}>
          {(field) => (
            <Select {...field} {...register('studentId')}>
              <option value="">{shared('form.chooseStudent')}</option>
              {entries.map((e) => (
                <option key={e.student.id} value={e.student.id}>
                  {e.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="activity-name" label={t('activityForm.name')} error={errors.name?.message}>
          {(field) => (
            <Input
              {...field}
              placeholder={t('activityForm.namePlaceholder')}
              autoComplete="off"
              {...register('name')}
            />
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t('activityForm.days')}</legend>
        <div className="flex flex-wrap gap-3">
          {weekdaysFrom(formats.firstDayOfWeek).map((day) => (
            <label key={day} className="flex items-center gap-1 text-sm capitalize">
              <input type="checkbox" className="size-4" value={day} {...register('daysOfWeek')} />{' '}
              {formats.date(dateOfWeekday(day), { weekday: 'short', timeZone: 'UTC' })}
            </label>
          ))}
        </div>
        {errors.daysOfWeek?.message ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.daysOfWeek.message}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="activity-start-time" label={t('form.startTime')} error={errors.startTime?.message}>
          {(field) => <Input {...field} type="time" {...register('startTime')} />}
        </FormField>
        <FormField id="activity-end-time" label={t('form.endTime')} error={errors.endTime?.message}>
          {(field) => <Input {...field} type="time" {...register('endTime')} />}
        </FormField>
        <FormField id="activity-start-date" label={t('activityForm.from')} error={errors.startDate?.message}>
          {(field) => <Input {...field} type="date" {...register('startDate')} />}
        </FormField>
        <FormField id="activity-end-date" label={t('activityForm.until')} error={errors.endDate?.message}>
          {(field) => <Input {...field} type="date" {...register('endDate')} />}
        </FormField>
        <FormField
          id="activity-instructor"
          label={t('activityForm.instructor')}
          error={errors.instructor?.message}
        >
          {(field) => <Input {...field} autoComplete="off" {...register('instructor')} />}
        </FormField>
        <FormField id="activity-location" label={t('form.location')} error={errors.location?.message}>
          {(field) => <Input {...field} autoComplete="off" {...register('location')} />}
        </FormField>
        <FormField id="activity-cost" label={t('activityForm.cost')} error={errors.costCents?.message}>
          {(field) => <Input {...field} inputMode="decimal" placeholder="25.00" {...register('costCents')} />}
        </FormField>
        <FormField id="activity-category" label={t('activityForm.category')} error={errors.category?.message}>
          {(field) => (
            <Input
              {...field}
              placeholder={t('activityForm.categoryPlaceholder')}
              autoComplete="off"
              {...register('category')}
            />
          )}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register('isPaid')} /> {t('activityForm.paid')}
      </label>
    </EntityForm>
  );
}
