import { useForm } from 'react-hook-form';
import {
  createWaterGoalBody,
  WATER_DEFAULT_GOAL_OZ,
  WATER_DEFAULT_REMINDER_FREQUENCY,
  WATER_DEFAULT_WINDOW,
  WATER_REMINDER_FREQUENCIES,
  waterUnits,
  type CreateWaterGoalBody,
  type FamilyMember,
  type WaterGoal,
  type WaterUnit,
} from '@familyhub/contracts';
import { FormDialog, FormField, Input, Select } from '@familyhub/ui';
import { contractResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { browserTimeZone } from '../../shared/dates';
import { healthFailed } from '../../shared/health-toasts';
import { MemberSelect } from '../../shared/member-select';
import { sharedMessages } from '../../shared/messages';
import { useSaveWaterGoal } from '../api/water-api';
import { waterMessages } from '../messages';

interface GoalValues {
  userId: string;
  dailyGoal: string;
  unit: WaterUnit;
  reminder: boolean;
  reminderFrequency: string;
  startTime: string;
  endTime: string;
}

const bodyOf = (v: GoalValues): CreateWaterGoalBody => ({
  userId: v.userId === '' ? (undefined as unknown as number) : Number(v.userId),
  dailyGoal: v.dailyGoal.trim() === '' ? (undefined as unknown as number) : Number(v.dailyGoal),
  unit: v.unit,
  reminder: v.reminder,
  reminderFrequency: Number(v.reminderFrequency),
  startTime: v.startTime,
  endTime: v.endTime,
  timeZone: browserTimeZone(),
});
const goalResolver = contractResolver(createWaterGoalBody, bodyOf);

export interface WaterGoalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  members: readonly FamilyMember[];
  goals: readonly WaterGoal[];
  userId?: number;
}

/** Set Daily Goal (001 §2, §7, §9): creates the member's goal, or changes the one they have. */
export function WaterGoalDialog({ open, onOpenChange, members, goals, userId }: WaterGoalDialogProps) {
  const t = useMessages(waterMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('goal.title')}
      description={t('goal.description')}
    >
      <GoalForm
        key={`${userId}`}
        members={members}
        goals={goals}
        userId={userId}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function GoalForm({
  members,
  goals,
  userId,
  onDone,
}: Omit<WaterGoalDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const t = useMessages(waterMessages);
  const words = useMessages(sharedMessages);
  const first = userId ?? (members.length === 1 ? members[0].id : undefined);
  const goalOf = (id: string) => goals.find((g) => String(g.userId) === id);
  const valuesFor = (id: string): GoalValues => {
    const goal = goalOf(id);
    return {
      userId: id,
      dailyGoal: String(goal?.dailyGoal ?? WATER_DEFAULT_GOAL_OZ),
      unit: goal?.unit ?? 'oz',
      reminder: goal?.reminder ?? false,
      reminderFrequency: String(goal?.reminderFrequency ?? WATER_DEFAULT_REMINDER_FREQUENCY),
      startTime: goal?.startTime ?? WATER_DEFAULT_WINDOW.startTime,
      endTime: goal?.endTime ?? WATER_DEFAULT_WINDOW.endTime,
    };
  };
  const form = useForm<GoalValues, unknown, CreateWaterGoalBody>({
    resolver: goalResolver,
    defaultValues: valuesFor(first === undefined ? '' : String(first)),
  });
  const {
    register,
    reset,
    formState: { errors },
  } = form;
  const person = register('userId');
  const save = useSaveForm(form, useSaveWaterGoal(), {
    // A member's second goal changes the first: the person stays, the rest is the change.
    variables: (body) => {
      const existing = goalOf(String(body.userId));
      const { userId: _person, ...changes } = body;
      return existing ? { id: existing.id, body: changes } : { body };
    },
    saved: t('toast.goalSaved'),
    failed: (error) => healthFailed('saveWaterGoal', error),
    onDone,
  });
  return (
    <EntityForm
      save={save}
      onCancel={onDone}
      submitLabel={words('form.save')}
      cancelLabel={words('form.cancel')}
    >
      <FormField id="goal-person" label={t('form.person')} error={errors.userId?.message}>
        {(field) => (
          <MemberSelect
            {...field}
            members={members}
            {...person}
            // Choosing the person loads their goal (or the defaults) into the form, the person included.
            onChange={(event) => reset(valuesFor(event.target.value))}
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="goal-amount" label={t('goal.amount')} error={errors.dailyGoal?.message}>
          {(field) => <Input {...field} type="number" min={1} {...register('dailyGoal')} />}
        </FormField>
        <FormField id="goal-unit" label={t('form.unit')}>
          {(field) => (
            <Select {...field} {...register('unit')}>
              {waterUnits.map((u) => (
                <option key={u} value={u}>
                  {words('unit', { unit: u })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('reminder')} />
        {t('goal.reminder')}
      </label>
      <div className="grid grid-cols-3 gap-4">
        <FormField id="goal-frequency" label={t('goal.every')} error={errors.reminderFrequency?.message}>
          {(field) => (
            <Select {...field} {...register('reminderFrequency')}>
              {WATER_REMINDER_FREQUENCIES.map((m) => (
                <option key={m} value={m}>
                  {t('goal.minutes', { minutes: m })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="goal-start" label={t('goal.from')} error={errors.startTime?.message}>
          {(field) => <Input {...field} type="time" {...register('startTime')} />}
        </FormField>
        <FormField id="goal-end" label={t('goal.until')} error={errors.endTime?.message}>
          {(field) => <Input {...field} type="time" {...register('endTime')} />}
        </FormField>
      </div>
    </EntityForm>
  );
}
