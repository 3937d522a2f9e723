import { useForm, type Resolver } from 'react-hook-form';
import { FormDialog, FormDialogFooter, FormField, Input, Textarea } from '@familyhub/ui';
import { useSaveForm } from '@familyhub/ui/forms';
import { occurrenceChangeBody, type EventOccurrence, type OccurrenceChangeBody } from '@familyhub/contracts';
import { useMessages } from '@familyhub/ui/i18n';
import { dayKeyOf } from '../calendar-days';
import { calendarMessages } from '../messages';
import { useCalendarFormats } from '../use-calendar-formats';
import { useChangeOccurrence } from '../api/events-api';
import { buildEventBody, eventValues, type EventFormField, type EventFormValues } from './event-form';

/** The series form's values for one occurrence (its own times), so the same date and time rules apply. */
function occurrenceValues(occurrence: EventOccurrence): EventFormValues {
  return eventValues({
    id: occurrence.eventId,
    title: occurrence.title,
    description: occurrence.description,
    startAt: occurrence.start,
    endAt: occurrence.end,
    allDay: occurrence.allDay,
    color: occurrence.color,
    ownerId: occurrence.ownerId,
    timeZone: 'UTC',
    recurrence: null,
    recurrenceDays: null,
    recurrenceUntil: null,
    createdAt: occurrence.start,
    updatedAt: occurrence.start,
  });
}

function occurrenceBody(values: EventFormValues): {
  body: OccurrenceChangeBody;
  problems: [EventFormField, string][];
} {
  const { body, problems } = buildEventBody({ ...values, recurrence: '' });
  return {
    body: { title: body.title, description: body.description, startAt: body.startAt, endAt: body.endAt },
    problems,
  };
}

const fieldOfBody: Record<string, EventFormField> = {
  title: 'title',
  description: 'description',
  startAt: 'date',
  endAt: 'endTime',
};

const occurrenceResolver: Resolver<EventFormValues> = async (values) => {
  const { body, problems } = occurrenceBody(values);
  const errors: Partial<Record<EventFormField, string>> = {};
  for (const [field, message] of problems) errors[field] ??= message;
  const result = occurrenceChangeBody.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]);
      const field = key === 'endAt' && values.allDay ? 'endDate' : (fieldOfBody[key] ?? 'title');
      errors[field] ??= issue.message;
    }
  }
  const entries = Object.entries(errors);
  if (entries.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(entries.map(([field, message]) => [field, { type: 'validate', message }])),
  };
};

export interface OccurrenceFormDialogProps {
  /** The occurrence being changed on its own; null closes the dialog. */
  occurrence: EventOccurrence | null;
  onClose: () => void;
}

/** Edit this occurrence: one day of a repeating event gets its own title, description and times. */
export function OccurrenceFormDialog({ occurrence, onClose }: OccurrenceFormDialogProps) {
  const t = useMessages(calendarMessages);
  const formats = useCalendarFormats();
  return (
    <FormDialog
      open={occurrence !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('occurrence.title')}
      description={
        occurrence
          ? t('occurrence.description', {
              title: occurrence.title,
              day: formats.longDate(dayKeyOf(new Date(occurrence.occurrenceStart))),
            })
          : null
      }
    >
      {occurrence ? (
        <OccurrenceForm
          key={`${occurrence.eventId}-${occurrence.occurrenceStart}`}
          occurrence={occurrence}
          onDone={onClose}
        />
      ) : null}
    </FormDialog>
  );
}

function OccurrenceForm({ occurrence, onDone }: { occurrence: EventOccurrence; onDone: () => void }) {
  const t = useMessages(calendarMessages);
  const form = useForm<EventFormValues>({
    resolver: occurrenceResolver,
    defaultValues: occurrenceValues(occurrence),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const save = useSaveForm(form, useChangeOccurrence(), {
    variables: (values) => ({
      eventId: occurrence.eventId,
      occurrenceStart: occurrence.occurrenceStart,
      body: occurrenceBody(values).body,
    }),
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="occurrence-title" label={t('form.title.label')} error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <FormField
        id="occurrence-description"
        label={t('form.description.label')}
        error={errors.description?.message}
      >
        {(field) => <Textarea {...field} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="occurrence-date" label={t('form.date.label')} error={errors.date?.message}>
          {(field) => <Input {...field} type="date" {...register('date')} />}
        </FormField>
        <FormField id="occurrence-end-date" label={t('form.endDate.label')} error={errors.endDate?.message}>
          {(field) => <Input {...field} type="date" {...register('endDate')} />}
        </FormField>
      </div>
      {occurrence.allDay ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="occurrence-start-time"
            label={t('form.startTime.label')}
            error={errors.startTime?.message}
          >
            {(field) => <Input {...field} type="time" {...register('startTime')} />}
          </FormField>
          <FormField id="occurrence-end-time" label={t('form.endTime.label')} error={errors.endTime?.message}>
            {(field) => <Input {...field} type="time" {...register('endTime')} />}
          </FormField>
        </div>
      )}
      <FormDialogFooter error={save.saveError} onCancel={onDone} pending={save.pending} />
    </form>
  );
}
