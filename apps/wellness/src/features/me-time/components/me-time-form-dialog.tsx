import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  createMeTimeBlockBody,
  ME_TIME_DEFAULT_MINUTES,
  meTimeIssues,
  meTimeRecurrences,
  weekdays,
  type CreateMeTimeBlockBody,
  type FamilyMember,
  type MeTimeBlock,
  type MeTimeRecurrence,
  type Weekday,
} from '@familyhub/contracts';
import { FieldError, FormDialog, FormDialogFooter, FormField, Input, Select, Textarea } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { clockOf, isoDateOf } from '../../shared/dates';
import { MemberSelect } from '../../shared/member-select';
import { sharedMessages } from '../../shared/messages';
import { useSaveMeTimeBlock } from '../api/me-time-api';
import { meTimeMessages } from '../messages';
import { meTimeFailed } from './me-time-texts';

interface BlockValues {
  userId: string;
  title: string;
  description: string;
  start: string;
  end: string;
  isRecurring: boolean;
  recurrencePattern: MeTimeRecurrence;
  daysOfWeek: Weekday[];
  doNotDisturb: boolean;
  isShared: boolean;
}

const localInput = (date: Date) => `${isoDateOf(date)}T${clockOf(date)}`;
const instantOf = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? (undefined as unknown as string) : date.toISOString();
};

const bodyOf = (v: BlockValues): CreateMeTimeBlockBody => ({
  userId: v.userId === '' ? (undefined as unknown as number) : Number(v.userId),
  title: v.title,
  description: v.description.trim() === '' ? null : v.description,
  startTime: instantOf(v.start),
  endTime: instantOf(v.end),
  isRecurring: v.isRecurring,
  recurrencePattern: v.isRecurring ? v.recurrencePattern : null,
  daysOfWeek: v.isRecurring && v.recurrencePattern === 'weekly' ? v.daysOfWeek : [],
  doNotDisturb: v.doNotDisturb,
  isShared: v.isShared,
});
const checkContract = contractResolver(createMeTimeBlockBody, bodyOf);
const blockResolver: Resolver<BlockValues> = async (values, context, options) => {
  const body = bodyOf(values);
  const result = await checkContract(values, context, options);
  const errors: Record<string, unknown> = { ...result.errors };
  if (body.startTime && body.endTime)
    for (const issue of meTimeIssues({
      ...body,
      daysOfWeek: body.daysOfWeek ?? [],
      isRecurring: !!body.isRecurring,
    }))
      errors[issue.path] ??= { type: 'custom', message: issue.message };
  if (errors.startTime || errors.endTime) {
    errors.start = errors.startTime;
    errors.end = errors.endTime;
  }
  return Object.keys(errors).length > 0
    ? { values: {}, errors: errors as typeof result.errors }
    : { values, errors: {} };
};

export interface MeTimeFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  members: readonly FamilyMember[];
  me?: FamilyMember;
  /** The block being edited; absent when adding. */
  block?: MeTimeBlock;
  /** The clock: a new block starts at the next half hour and lasts an hour (001 §9). */
  now: Date;
  /** A new block's times (Add for This Day: 9:00–10:00; a suggestion). */
  preset?: { start: Date; end: Date; title?: string; description?: string };
}

/** Schedule Me Time (001 §2, §5, §9) in add or edit mode. */
export function MeTimeFormDialog(props: MeTimeFormDialogProps) {
  const { open, onOpenChange, block } = props;
  const t = useMessages(meTimeMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={block ? t('form.titleEdit') : t('schedule')}
      description={t('form.description')}
    >
      <BlockForm
        key={block?.id ?? props.preset?.start.toISOString() ?? 'new'}
        {...props}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

const HALF_HOUR_MS = 30 * 60_000;

function BlockForm({
  members,
  me,
  block,
  preset,
  now,
  onDone,
}: MeTimeFormDialogProps & { onDone: () => void }) {
  const t = useMessages(meTimeMessages);
  const words = useMessages(sharedMessages);
  const doNotDisturbHint = useId();
  const nextHalfHour = new Date(Math.ceil(now.getTime() / HALF_HOUR_MS) * HALF_HOUR_MS);
  const start = block ? new Date(block.startTime) : (preset?.start ?? nextHalfHour);
  const end = block
    ? new Date(block.endTime)
    : (preset?.end ?? new Date(start.getTime() + ME_TIME_DEFAULT_MINUTES * 60_000));
  const form = useForm<BlockValues>({
    resolver: blockResolver,
    defaultValues: {
      userId: String(block?.userId ?? me?.id ?? ''),
      title: block?.title ?? preset?.title ?? '',
      description: block?.description ?? preset?.description ?? '',
      start: localInput(start),
      end: localInput(end),
      isRecurring: block?.isRecurring ?? false,
      recurrencePattern: block?.recurrencePattern ?? 'weekly',
      daysOfWeek: block?.daysOfWeek ?? [],
      doNotDisturb: block?.doNotDisturb ?? false,
      isShared: block?.isShared ?? false,
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const recurring = watch('isRecurring');
  const pattern = watch('recurrencePattern');
  const save = useSaveForm(form, useSaveMeTimeBlock(), {
    variables: (values) => ({ id: block?.id, body: bodyOf(values) }),
    saved: block ? t('toast.updated') : { title: t('toast.added'), description: t('toast.addedBody') },
    failed: (error) => meTimeFailed(block ? 'update' : 'add', error),
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="me-time-person" label={t('form.person')} error={errors.userId?.message}>
        {(field) => <MemberSelect {...field} members={members} {...register('userId')} />}
      </FormField>
      <FormField id="me-time-title" label={t('form.title')} error={errors.title?.message}>
        {(field) => <Input {...field} {...register('title')} />}
      </FormField>
      <FormField id="me-time-description" label={t('form.details')} error={errors.description?.message}>
        {(field) => <Textarea {...field} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="me-time-start" label={t('form.start')} error={errors.start?.message}>
          {(field) => <Input {...field} type="datetime-local" {...register('start')} />}
        </FormField>
        <FormField id="me-time-end" label={t('form.end')} error={errors.end?.message}>
          {(field) => <Input {...field} type="datetime-local" {...register('end')} />}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('isRecurring')} />
        {t('form.repeats')}
      </label>
      {recurring ? (
        <FormField id="me-time-pattern" label={t('form.repeat')} error={errors.recurrencePattern?.message}>
          {(field) => (
            <Select {...field} {...register('recurrencePattern')}>
              {meTimeRecurrences.map((r) => (
                <option key={r} value={r} className="capitalize">
                  {t('form.pattern', { pattern: r })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : null}
      {recurring && pattern === 'weekly' ? (
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
      <div className="grid gap-1">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" aria-describedby={doNotDisturbHint} {...register('doNotDisturb')} />
          {t('form.doNotDisturb')}
        </label>
        <p id={doNotDisturbHint} className="ps-6 text-xs text-muted-foreground">
          {/* What the switch does (docs/adr/0014): planning holds the person's alerts while the block is on. */}
          {t('form.doNotDisturbHint')}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('isShared')} />
        {t('form.share')}
      </label>
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
