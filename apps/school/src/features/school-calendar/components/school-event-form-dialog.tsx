import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  createSchoolEventBody,
  schoolEventTypes,
  type CreateSchoolEventBody,
  type SchoolEvent,
  type SchoolEventType,
} from '@familyhub/contracts';
import { FormDialog, FormField, Input, Select, Textarea } from '@familyhub/ui';
import { contractResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { useStudentDirectory } from '../../schools';
import { sharedMessages } from '../../shared/messages';
import { orNull } from '../../shared/or-null';
import { useSaveSchoolEvent } from '../api/school-calendar-api';
import { schoolCalendarMessages } from '../messages';

interface EventFormValues {
  schoolId: string;
  title: string;
  eventType: SchoolEventType;
  startDate: string;
  endDate: string;
  allDay: boolean;
  startTime: string;
  endTime: string;
  location: string;
  reminderDays: string;
  description: string;
}

const bodyOf = (v: EventFormValues): CreateSchoolEventBody => ({
  schoolId: v.schoolId === '' ? (undefined as unknown as number) : Number(v.schoolId),
  title: v.title,
  eventType: v.eventType,
  startDate: v.startDate === '' ? (undefined as unknown as string) : v.startDate,
  endDate: v.endDate === '' ? null : v.endDate,
  allDay: v.allDay,
  startTime: v.allDay ? null : orNull(v.startTime),
  endTime: v.allDay ? null : orNull(v.endTime),
  location: orNull(v.location),
  reminderDays: v.reminderDays === '' ? 1 : Number(v.reminderDays),
  description: orNull(v.description),
});
const resolver = contractResolver<EventFormValues, typeof createSchoolEventBody>(
  createSchoolEventBody,
  bodyOf,
);

export function SchoolEventFormDialog({
  open,
  onOpenChange,
  event,
  defaultDate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  event?: SchoolEvent;
  defaultDate: string;
}) {
  const t = useMessages(schoolCalendarMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={event ? t('eventForm.edit.title') : t('addEvent')}
      description={t('eventForm.description')}
    >
      <EventForm
        key={event?.id ?? 'new'}
        event={event}
        defaultDate={defaultDate}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function EventForm({
  event,
  defaultDate,
  onDone,
}: {
  event?: SchoolEvent;
  defaultDate: string;
  onDone: () => void;
}) {
  const t = useMessages(schoolCalendarMessages);
  const shared = useMessages(sharedMessages);
  const { entries } = useStudentDirectory();
  const schools = [
    ...new Map(entries.flatMap((e) => (e.school ? [[e.school.id, e.school] as const] : []))).values(),
  ];
  const form = useForm<EventFormValues, unknown, z.output<typeof createSchoolEventBody>>({
    resolver,
    defaultValues: {
      schoolId: event ? String(event.schoolId) : schools.length === 1 ? String(schools[0]!.id) : '',
      title: event?.title ?? '',
      eventType: event?.eventType ?? 'other',
      startDate: event?.startDate ?? defaultDate,
      endDate: event?.endDate ?? '',
      allDay: event?.allDay ?? true,
      startTime: event?.startTime ?? '',
      endTime: event?.endTime ?? '',
      location: event?.location ?? '',
      reminderDays: String(event?.reminderDays ?? 1),
      description: event?.description ?? '',
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const allDay = watch('allDay');

  const save = useSaveForm(form, useSaveSchoolEvent(), {
    variables: (body) => ({ id: event?.id, body }),
    saved: (_saved, body) => ({
      title: event ? t('toast.eventUpdated') : t('toast.eventAdded'),
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="event-school" label={shared('form.school')} error={errors.schoolId?.message}>
          {(field) => (
            <Select {...field} {...register('schoolId')}>
              <option value="">{shared('form.chooseSchool')}</option>
              {schools.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="event-type" label={t('eventForm.eventType')} error={errors.eventType?.message}>
          {(field) => (
            <Select {...field} {...register('eventType')}>
              {schoolEventTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`eventType.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField id="event-title" label={shared('form.title')} error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="event-start-date" label={shared('form.startDate')} error={errors.startDate?.message}>
          {(field) => <Input {...field} type="date" {...register('startDate')} />}
        </FormField>
        <FormField id="event-end-date" label={t('eventForm.endDate')} error={errors.endDate?.message}>
          {(field) => <Input {...field} type="date" {...register('endDate')} />}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register('allDay')} /> {t('eventForm.allDay')}
      </label>
      {allDay ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="event-start-time" label={t('form.startTime')} error={errors.startTime?.message}>
            {(field) => <Input {...field} type="time" {...register('startTime')} />}
          </FormField>
          <FormField id="event-end-time" label={t('form.endTime')} error={errors.endTime?.message}>
            {(field) => <Input {...field} type="time" {...register('endTime')} />}
          </FormField>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="event-location" label={t('form.location')} error={errors.location?.message}>
          {(field) => <Input {...field} autoComplete="off" {...register('location')} />}
        </FormField>
        <FormField
          id="event-reminder"
          label={t('eventForm.reminderDays')}
          error={errors.reminderDays?.message}
        >
          {(field) => <Input {...field} type="number" min={0} max={30} {...register('reminderDays')} />}
        </FormField>
      </div>
      <FormField
        id="event-description"
        label={shared('form.description')}
        error={errors.description?.message}
      >
        {(field) => <Textarea {...field} rows={2} {...register('description')} />}
      </FormField>
    </EntityForm>
  );
}
