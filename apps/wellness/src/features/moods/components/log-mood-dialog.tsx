import { useForm } from 'react-hook-form';
import {
  createMoodBody,
  MOOD_DEFAULT,
  MOOD_SCALE_DEFAULT,
  moods,
  type CreateMoodBody,
  type FamilyMember,
  type MoodValue,
} from '@familyhub/contracts';
import { FormDialog, FormField, Input, Select, Textarea } from '@familyhub/ui';
import { contractResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { clockOf, isoDateOf } from '../../shared/dates';
import { healthFailed } from '../../shared/health-toasts';
import { MemberSelect } from '../../shared/member-select';
import { sharedMessages } from '../../shared/messages';
import { moodsMessages } from '../messages';
import { useRecordMood } from '../api/moods-api';

interface MoodValues {
  userId: string;
  mood: MoodValue;
  energy: string;
  stress: string;
  notes: string;
  date: string;
  time: string;
}

const bodyOf = (v: MoodValues): CreateMoodBody => ({
  userId: v.userId === '' ? (undefined as unknown as number) : Number(v.userId),
  mood: v.mood,
  energy: Number(v.energy),
  stress: Number(v.stress),
  notes: v.notes.trim() === '' ? null : v.notes,
  date: v.date,
  time: v.time === '' ? null : v.time,
});
const moodResolver = contractResolver(createMoodBody, bodyOf);

export interface LogMoodDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  members: readonly FamilyMember[];
  userId?: number;
  now: Date;
}

/** Log Mood (001 §2, §5, §9): mood of five (good by default), energy and stress 1–10 (5), notes. */
export function LogMoodDialog({ open, onOpenChange, members, userId, now }: LogMoodDialogProps) {
  const t = useMessages(moodsMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('log.title')}
      description={t('log.description')}
    >
      <MoodForm
        key={`${userId}`}
        members={members}
        userId={userId}
        now={now}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function MoodForm({
  members,
  userId,
  now,
  onDone,
}: Omit<LogMoodDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const t = useMessages(moodsMessages);
  const words = useMessages(sharedMessages);
  const form = useForm<MoodValues, unknown, CreateMoodBody>({
    resolver: moodResolver,
    defaultValues: {
      userId: String(userId ?? (members.length === 1 ? members[0].id : '')),
      mood: MOOD_DEFAULT,
      energy: String(MOOD_SCALE_DEFAULT),
      stress: String(MOOD_SCALE_DEFAULT),
      notes: '',
      date: isoDateOf(now),
      time: clockOf(now),
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const save = useSaveForm(form, useRecordMood(), {
    saved: t('toast.recorded'),
    failed: (error) => healthFailed('recordMood', error),
    onDone,
  });
  return (
    <EntityForm
      save={save}
      onCancel={onDone}
      submitLabel={words('form.save')}
      cancelLabel={words('form.cancel')}
    >
      <FormField id="mood-person" label={t('form.person')} error={errors.userId?.message}>
        {(field) => <MemberSelect {...field} members={members} {...register('userId')} />}
      </FormField>
      <FormField id="mood-mood" label={t('form.mood')} error={errors.mood?.message}>
        {(field) => (
          <Select {...field} {...register('mood')}>
            {moods.map((m) => (
              <option key={m} value={m}>
                {words('mood', { mood: m })}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField
          id="mood-energy"
          label={t('form.energy', { value: watch('energy') })}
          error={errors.energy?.message}
        >
          {(field) => <input {...field} type="range" min={1} max={10} step={1} {...register('energy')} />}
        </FormField>
        <FormField
          id="mood-stress"
          label={t('form.stress', { value: watch('stress') })}
          error={errors.stress?.message}
        >
          {(field) => <input {...field} type="range" min={1} max={10} step={1} {...register('stress')} />}
        </FormField>
      </div>
      <FormField id="mood-notes" label={t('form.notes')} error={errors.notes?.message}>
        {(field) => <Textarea {...field} {...register('notes')} />}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="mood-date" label={t('form.date')} error={errors.date?.message}>
          {(field) => <Input {...field} type="date" {...register('date')} />}
        </FormField>
        <FormField id="mood-time" label={t('form.time')} error={errors.time?.message}>
          {(field) => <Input {...field} type="time" {...register('time')} />}
        </FormField>
      </div>
    </EntityForm>
  );
}
