import { errorMessage } from '@familyhub/api-client';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import {
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  FormDialogFooter,
  DialogHeader,
  DialogTitle,
  ErrorPanel,
  FieldError,
  FormField,
  Input,
  Label,
  Select,
  Skeleton,
  Textarea,
} from '@familyhub/ui';
import { useSaveForm } from '@familyhub/ui/forms';
import { weekdays, type CalendarEvent } from '@familyhub/contracts';
import { useMessages } from '@familyhub/ui/i18n';
import type { DayKey } from '../calendar-days';
import { calendarMessages } from '../messages';
import { useCalendarFormats } from '../use-calendar-formats';
import { useEvent, useSaveEvent } from '../api/events-api';
import {
  blankEventValues,
  buildEventBody,
  eventFormErrors,
  eventValues,
  type EventFormValues,
} from './event-form';

const eventFormResolver: Resolver<EventFormValues> = async (values) => {
  const errors = eventFormErrors(values);
  const entries = Object.entries(errors);
  if (entries.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(entries.map(([field, message]) => [field, { type: 'validate', message }])),
  };
};

export interface EventFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The series being edited; absent when adding. */
  eventId?: number;
  /** The day a new event starts on (the selected day). */
  day: DayKey;
}

/** Add Event / Edit Event. A repeating event is edited as a whole series, and the dialog says so. */
export function EventFormDialog({ open, onOpenChange, eventId, day }: EventFormDialogProps) {
  const t = useMessages(calendarMessages);
  const editing = eventId !== undefined;
  const event = useEvent(open && editing ? eventId : null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{editing ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>
            {!editing
              ? t('form.addDescription')
              : event.data?.recurrence
                ? t('form.editRepeatingDescription')
                : t('form.editDescription')}
          </DialogDescription>
        </DialogHeader>
        {!editing ? (
          <EventForm key={`new-${day}`} initial={blankEventValues(day)} onDone={() => onOpenChange(false)} />
        ) : event.isPending ? (
          <div role="status" aria-label={t('form.loading')} className="grid gap-3">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : event.isError ? (
          <ErrorPanel
            title={t('form.error.load')}
            message={errorMessage(event.error)}
            onRetry={() => void event.refetch()}
          />
        ) : (
          <EventForm
            key={`edit-${event.data.id}-${event.data.updatedAt}`}
            event={event.data}
            initial={eventValues(event.data)}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EventForm({
  initial,
  event,
  onDone,
}: {
  initial: EventFormValues;
  event?: CalendarEvent;
  onDone: () => void;
}) {
  const t = useMessages(calendarMessages);
  const formats = useCalendarFormats();
  const form = useForm<EventFormValues>({ resolver: eventFormResolver, defaultValues: initial });
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const save = useSaveForm(form, useSaveEvent(), {
    variables: (values) => ({ id: event?.id, body: buildEventBody(values).body }),
    onDone,
  });

  const allDay = watch('allDay');
  const recurrence = watch('recurrence');

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="event-title" label={t('form.title.label')} error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <FormField
        id="event-description"
        label={t('form.description.label')}
        error={errors.description?.message}
      >
        {(field) => <Textarea {...field} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="event-date" label={t('form.date.label')} error={errors.date?.message}>
          {(field) => <Input {...field} type="date" {...register('date')} />}
        </FormField>
        <FormField id="event-end-date" label={t('form.endDate.label')} error={errors.endDate?.message}>
          {(field) => <Input {...field} type="date" {...register('endDate')} />}
        </FormField>
      </div>
      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name="allDay"
          render={({ field }) => (
            <Checkbox
              id="event-all-day"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
        <Label htmlFor="event-all-day">{t('form.allDay.label')}</Label>
      </div>
      {allDay ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="event-start-time"
            label={t('form.startTime.label')}
            error={errors.startTime?.message}
          >
            {(field) => <Input {...field} type="time" {...register('startTime')} />}
          </FormField>
          <FormField id="event-end-time" label={t('form.endTime.label')} error={errors.endTime?.message}>
            {(field) => <Input {...field} type="time" {...register('endTime')} />}
          </FormField>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="event-color" label={t('form.color.label')} error={errors.color?.message}>
          {(field) => <Input {...field} type="color" className="h-9 w-20 p-1" {...register('color')} />}
        </FormField>
        <FormField
          id="event-recurrence"
          label={t('form.recurrence.label')}
          error={errors.recurrence?.message}
        >
          {(field) => (
            <Select {...field} {...register('recurrence')}>
              <option value="">{t('form.recurrence.none')}</option>
              <option value="daily">{t('form.recurrence.daily')}</option>
              <option value="weekly">{t('form.recurrence.weekly')}</option>
              <option value="monthly">{t('form.recurrence.monthly')}</option>
              <option value="yearly">{t('form.recurrence.yearly')}</option>
            </Select>
          )}
        </FormField>
      </div>
      {recurrence === 'weekly' ? (
        <fieldset
          className="grid gap-2"
          aria-describedby={errors.recurrenceDays ? 'event-days-error' : undefined}
        >
          <legend className="text-sm font-medium">{t('form.repeatOn')}</legend>
          <Controller
            control={control}
            name="recurrenceDays"
            render={({ field }) => (
              <div className="flex flex-wrap gap-3">
                {/* In the member's week order; the value keeps the contract's order (Sunday first). */}
                {formats.weekdays.map((name) => {
                  const weekday = weekdays[name.day];
                  const id = `event-day-${weekday}`;
                  const checked = field.value.includes(weekday);
                  return (
                    <div key={weekday} className="flex items-center gap-1.5">
                      <Checkbox
                        id={id}
                        aria-label={name.long}
                        checked={checked}
                        onCheckedChange={(next) =>
                          field.onChange(
                            next === true
                              ? weekdays.filter((d) => d === weekday || field.value.includes(d))
                              : field.value.filter((d) => d !== weekday),
                          )
                        }
                      />
                      <Label htmlFor={id} aria-hidden>
                        {name.short}
                      </Label>
                    </div>
                  );
                })}
              </div>
            )}
          />
          <FieldError id="event-days-error" message={errors.recurrenceDays?.message} />
        </fieldset>
      ) : null}
      {recurrence ? (
        <FormField
          id="event-until"
          label={t('form.until.label')}
          hint={t('form.until.hint')}
          error={errors.recurrenceUntil?.message}
        >
          {(field) => <Input {...field} type="date" {...register('recurrenceUntil')} />}
        </FormField>
      ) : null}
      <FormDialogFooter error={save.saveError} onCancel={onDone} pending={save.pending} />
    </form>
  );
}
