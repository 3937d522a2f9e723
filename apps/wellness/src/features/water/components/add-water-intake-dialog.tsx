import { useForm } from 'react-hook-form';
import {
  createWaterIntakeBody,
  WATER_DEFAULT_INTAKE_OZ,
  waterUnits,
  type CreateWaterIntakeBody,
  type FamilyMember,
  type WaterUnit,
} from '@familyhub/contracts';
import { FormDialog, FormField, Input, Select } from '@familyhub/ui';
import { contractResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { clockOf, isoDateOf } from '../../shared/dates';
import { healthFailed } from '../../shared/health-toasts';
import { MemberSelect } from '../../shared/member-select';
import { sharedMessages } from '../../shared/messages';
import { useAddWaterIntake } from '../api/water-api';
import { waterMessages } from '../messages';

interface IntakeValues {
  userId: string;
  amount: string;
  unit: WaterUnit;
  date: string;
  time: string;
}

const bodyOf = (v: IntakeValues): CreateWaterIntakeBody => ({
  userId: v.userId === '' ? (undefined as unknown as number) : Number(v.userId),
  amount: v.amount.trim() === '' ? (undefined as unknown as number) : Number(v.amount),
  unit: v.unit,
  date: v.date,
  time: v.time,
});
const intakeResolver = contractResolver(createWaterIntakeBody, bodyOf);

export interface AddWaterIntakeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  members: readonly FamilyMember[];
  userId?: number;
  now: Date;
}

/** Add Water Intake (001 §2, §5, §9): person, amount (8 oz by default), unit, date and time. */
export function AddWaterIntakeDialog({
  open,
  onOpenChange,
  members,
  userId,
  now,
}: AddWaterIntakeDialogProps) {
  const t = useMessages(waterMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('add.title')}
      description={t('add.description')}
    >
      {members.length === 0 ? (
        <p role="alert">{t('add.noMembers')}</p>
      ) : (
        <IntakeForm
          key={`${userId}`}
          members={members}
          userId={userId}
          now={now}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}

function IntakeForm({
  members,
  userId,
  now,
  onDone,
}: Omit<AddWaterIntakeDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const t = useMessages(waterMessages);
  const words = useMessages(sharedMessages);
  const form = useForm<IntakeValues, unknown, CreateWaterIntakeBody>({
    resolver: intakeResolver,
    defaultValues: {
      userId: String(userId ?? (members.length === 1 ? members[0].id : '')),
      amount: String(WATER_DEFAULT_INTAKE_OZ),
      unit: 'oz',
      date: isoDateOf(now),
      time: clockOf(now),
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const save = useSaveForm(form, useAddWaterIntake(), {
    saved: t('toast.added'),
    failed: (error) => healthFailed('addWaterIntake', error),
    onDone,
  });
  return (
    <EntityForm
      save={save}
      onCancel={onDone}
      submitLabel={t('add.submit')}
      cancelLabel={words('form.cancel')}
    >
      <FormField id="water-person" label={t('form.person')} error={errors.userId?.message}>
        {(field) => <MemberSelect {...field} members={members} {...register('userId')} />}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="water-amount" label={t('form.amount')} error={errors.amount?.message}>
          {(field) => <Input {...field} type="number" min={1} {...register('amount')} />}
        </FormField>
        <FormField id="water-unit" label={t('form.unit')} error={errors.unit?.message}>
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
      <div className="grid grid-cols-2 gap-4">
        <FormField id="water-date" label={t('form.date')} error={errors.date?.message}>
          {(field) => <Input {...field} type="date" {...register('date')} />}
        </FormField>
        <FormField id="water-time" label={t('form.time')} error={errors.time?.message}>
          {(field) => <Input {...field} type="time" {...register('time')} />}
        </FormField>
      </div>
    </EntityForm>
  );
}
