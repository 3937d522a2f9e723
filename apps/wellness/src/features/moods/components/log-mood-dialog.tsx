import { useForm } from 'react-hook-form';
import {
  createMoodBody,
  MOOD_DEFAULT,
  MOOD_SCALE_DEFAULT,
  moodLabels,
  moods,
  type CreateMoodBody,
  type FamilyMember,
  type MoodValue,
} from '@familyhub/contracts';
import { FormDialog, FormField, Input, Select, Textarea } from '@familyhub/ui';
import { contractResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { clockOf, isoDateOf } from '../../shared/dates';
import { healthFailed } from '../../shared/health-toasts';
import { MemberSelect } from '../../shared/member-select';
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
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Log Mood"
      description="How is everyone feeling?"
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
    saved: 'Mood Recorded',
    failed: (error) => healthFailed('recordMood', error),
    onDone,
  });
  return (
    <EntityForm save={save} onCancel={onDone}>
      <FormField id="mood-person" label="Person" error={errors.userId?.message}>
        {(field) => <MemberSelect {...field} members={members} {...register('userId')} />}
      </FormField>
      <FormField id="mood-mood" label="Mood" error={errors.mood?.message}>
        {(field) => (
          <Select {...field} {...register('mood')}>
            {moods.map((m) => (
              <option key={m} value={m}>
                {moodLabels[m]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="mood-energy" label={`Energy: ${watch('energy')}`} error={errors.energy?.message}>
          {(field) => <input {...field} type="range" min={1} max={10} step={1} {...register('energy')} />}
        </FormField>
        <FormField id="mood-stress" label={`Stress: ${watch('stress')}`} error={errors.stress?.message}>
          {(field) => <input {...field} type="range" min={1} max={10} step={1} {...register('stress')} />}
        </FormField>
      </div>
      <FormField id="mood-notes" label="Notes" error={errors.notes?.message}>
        {(field) => <Textarea {...field} {...register('notes')} />}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="mood-date" label="Date" error={errors.date?.message}>
          {(field) => <Input {...field} type="date" {...register('date')} />}
        </FormField>
        <FormField id="mood-time" label="Time" error={errors.time?.message}>
          {(field) => <Input {...field} type="time" {...register('time')} />}
        </FormField>
      </div>
    </EntityForm>
  );
}
