import { useForm, type Resolver } from 'react-hook-form';
import {
  createMedicationBody,
  DEFAULT_AS_NEEDED_INTERVAL_HOURS,
  defaultMedication,
  medicationScheduleIssues,
  medicationFrequencies,
  timesOfDay,
  weekdays,
  type CreateMedicationBody,
  type FamilyMember,
  type Medication,
  type MedicationFrequency,
  type TimeOfDay,
  type Weekday,
} from '@familyhub/contracts';
import { FieldError, FormDialog, FormDialogFooter, FormField, Input, Select, Textarea } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { browserTimeZone } from '../../shared/dates';
import { healthFailed } from '../../shared/health-toasts';
import { MemberSelect } from '../../shared/member-select';
import { sharedMessages } from '../../shared/messages';
import { useSaveMedication } from '../api/medications-api';
import { medicationsMessages } from '../messages';

/** What the controls hold: strings and checkbox groups, as the DOM gives them. */
interface MedicationFormValues {
  name: string;
  userId: string;
  dosage: string;
  frequency: MedicationFrequency | '';
  timeOfDay: TimeOfDay[];
  daysOfWeek: Weekday[];
  startDate: string;
  endDate: string;
  instructions: string;
  minIntervalHours: string;
  isActive: boolean;
}

const optional = (value: string) => (value.trim() === '' ? null : value);

function bodyOf(values: MedicationFormValues): CreateMedicationBody {
  const asNeeded = values.frequency === 'as_needed';
  return {
    name: values.name,
    userId: values.userId === '' ? (undefined as unknown as number) : Number(values.userId),
    dosage: optional(values.dosage),
    frequency: (values.frequency || undefined) as MedicationFrequency,
    timeOfDay: asNeeded ? [] : values.timeOfDay,
    daysOfWeek: values.daysOfWeek,
    startDate: values.startDate,
    endDate: optional(values.endDate),
    instructions: optional(values.instructions),
    minIntervalHours: asNeeded ? Number(values.minIntervalHours) : null,
  };
}

// The server's contract checks the body built from the controls, so the form says the server's words.
const checkContract = contractResolver(createMedicationBody, bodyOf);
const medicationResolver: Resolver<MedicationFormValues> = async (values, context, options) => {
  const body = bodyOf(values);
  const result = await checkContract(values, context, options);
  // The schedule's cross-field rules are shown with the missing fields too (zod checks them only once the rest parses).
  const errors: Record<string, unknown> = { ...result.errors };
  const schedule = {
    frequency: body.frequency ?? 'daily',
    timeOfDay: body.timeOfDay ?? [],
    daysOfWeek: body.daysOfWeek ?? [],
    startDate: body.startDate ?? '',
    endDate: body.endDate,
  };
  for (const issue of medicationScheduleIssues(schedule))
    errors[issue.path] ??= { type: 'custom', message: issue.message };
  return Object.keys(errors).length > 0
    ? { values: {}, errors: errors as typeof result.errors }
    : { values, errors: {} };
};

function initialValues(
  medication: Medication | undefined,
  today: string,
  userId?: number,
): MedicationFormValues {
  return {
    name: medication?.name ?? '',
    userId: String(medication?.userId ?? userId ?? ''),
    dosage: medication?.dosage ?? '',
    frequency: medication?.frequency ?? defaultMedication.frequency,
    timeOfDay: medication?.timeOfDay ?? defaultMedication.timeOfDay,
    daysOfWeek: medication?.daysOfWeek ?? defaultMedication.daysOfWeek,
    startDate: medication?.startDate ?? today,
    endDate: medication?.endDate ?? '',
    instructions: medication?.instructions ?? '',
    minIntervalHours: String(medication?.minIntervalHours ?? DEFAULT_AS_NEEDED_INTERVAL_HOURS),
    isActive: medication?.isActive ?? true,
  };
}

export interface MedicationFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  members: readonly FamilyMember[];
  today: string;
  /** The medication being edited; absent when adding. */
  medication?: Medication;
  /** The person a new medication is for (the member filter). */
  userId?: number;
}

/** Add and edit a medication (001 §2, §5, §9; dialog modes of §4). */
export function MedicationFormDialog(props: MedicationFormDialogProps) {
  const { open, onOpenChange, medication } = props;
  const t = useMessages(medicationsMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={medication ? t('form.titleEdit') : t('add')}
      description={t('form.description')}
    >
      <MedicationForm key={medication?.id ?? 'new'} {...props} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function MedicationForm({
  medication,
  members,
  today,
  userId,
  onDone,
}: MedicationFormDialogProps & { onDone: () => void }) {
  const t = useMessages(medicationsMessages);
  const words = useMessages(sharedMessages);
  const form = useForm<MedicationFormValues>({
    resolver: medicationResolver,
    defaultValues: initialValues(medication, today, userId),
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const frequency = watch('frequency');
  const save = useSaveForm(form, useSaveMedication(), {
    variables: (values) =>
      medication
        ? { id: medication.id, body: { ...bodyOf(values), isActive: values.isActive } }
        : { body: { ...bodyOf(values), timeZone: browserTimeZone() } },
    saved: medication ? t('toast.updated') : t('toast.added'),
    failed: (error) => healthFailed(medication ? 'updateMedication' : 'addMedication', error),
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="medication-name" label={t('form.name')} error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="medication-person" label={t('form.for')} error={errors.userId?.message}>
          {(field) => <MemberSelect {...field} members={members} {...register('userId')} />}
        </FormField>
        <FormField id="medication-dosage" label={t('form.dosage')} error={errors.dosage?.message}>
          {(field) => <Input {...field} placeholder={t('form.dosagePlaceholder')} {...register('dosage')} />}
        </FormField>
      </div>
      <FormField id="medication-frequency" label={t('form.frequency')} error={errors.frequency?.message}>
        {(field) => (
          <Select {...field} {...register('frequency')}>
            {medicationFrequencies.map((f) => (
              <option key={f} value={f}>
                {words('frequency', { frequency: f })}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {frequency === 'as_needed' ? (
        <FormField
          id="medication-interval"
          label={t('form.interval')}
          hint={t('form.intervalHint')}
          error={errors.minIntervalHours?.message}
        >
          {(field) => (
            <Input {...field} type="number" min={0.5} step={0.5} {...register('minIntervalHours')} />
          )}
        </FormField>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{t('form.timesOfDay')}</legend>
          <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
            {timesOfDay.map((time) => (
              <label key={time} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={time} {...register('timeOfDay')} />
                {words('timeOfDay', { time })}
              </label>
            ))}
          </div>
          <FieldError message={errors.timeOfDay?.message} />
        </fieldset>
      )}
      {frequency === 'weekly' || frequency === 'biweekly' ? (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{t('form.daysOfWeek')}</legend>
          <div className="flex flex-wrap gap-3">
            {weekdays.map((d) => (
              <label key={d} className="flex items-center gap-1 text-sm capitalize">
                <input type="checkbox" value={d} {...register('daysOfWeek')} />
                {words('weekdayLower', { day: d })}
              </label>
            ))}
          </div>
          <FieldError message={errors.daysOfWeek?.message} />
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="medication-start" label={t('form.startDate')} error={errors.startDate?.message}>
          {(field) => <Input {...field} type="date" {...register('startDate')} />}
        </FormField>
        <FormField id="medication-end" label={t('form.endDate')} error={errors.endDate?.message}>
          {(field) => <Input {...field} type="date" {...register('endDate')} />}
        </FormField>
      </div>
      <FormField
        id="medication-instructions"
        label={t('form.instructions')}
        error={errors.instructions?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            placeholder={t('form.instructionsPlaceholder')}
            {...register('instructions')}
          />
        )}
      </FormField>
      {medication ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('isActive')} />
          {t('form.active')}
        </label>
      ) : null}
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending}
        submitLabel={words('form.save')}
        cancelLabel={words('form.cancel')}
      />
    </form>
  );
}
