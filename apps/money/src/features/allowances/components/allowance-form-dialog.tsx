import { useForm } from 'react-hook-form';
import {
  createAllowanceBody,
  type AllowanceFrequency,
  type CreateAllowanceBody,
  type FamilyMember,
} from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Select } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { AmountField } from '../../shared/money-fields';
import { centsOf, isPositiveAmount } from '../../shared/money-input';
import { useCalendarNames } from '../../shared/months';
import { useCreateAllowance } from '../api/allowances-api';
import { allowancesMessages } from '../messages';

interface AllowanceFormValues {
  childId: string;
  amount: string;
  frequency: AllowanceFrequency;
  dayOfWeek: string;
  dayOfMonth: string;
  autoCredit: boolean;
}

const bodyOf = (v: AllowanceFormValues): CreateAllowanceBody => ({
  childId: Number(v.childId),
  amountCents: centsOf(v.amount),
  frequency: v.frequency,
  dayOfWeek: v.frequency === 'weekly' ? Number(v.dayOfWeek) : null,
  dayOfMonth: v.frequency === 'monthly' ? Number(v.dayOfMonth) : null,
  autoCredit: v.autoCredit,
});

const resolver = contractResolver(createAllowanceBody, bodyOf, { cents: { amountCents: 'amount' } });

/** Set Up Allowance: a child without one, how much, how often and on which day, paid in automatically or not. */
export function AllowanceFormDialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The children who have no allowance yet. */
  children: readonly FamilyMember[];
}) {
  const t = useMessages(allowancesMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('setUp.title')}
      description={t('setUp.description')}
    >
      <AllowanceForm candidates={children} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function AllowanceForm({ candidates, onDone }: { candidates: readonly FamilyMember[]; onDone: () => void }) {
  const t = useMessages(allowancesMessages);
  const { weekdayName } = useCalendarNames();
  const form = useForm<AllowanceFormValues, unknown, CreateAllowanceBody>({
    resolver,
    defaultValues: {
      childId: candidates[0] ? String(candidates[0].id) : '',
      amount: '',
      frequency: 'weekly',
      dayOfWeek: '6',
      dayOfMonth: '1',
      autoCredit: true,
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const frequency = watch('frequency');
  const save = useSaveForm(form, useCreateAllowance(), {
    saved: t('setUp.saved'),
    failedToast: t('setUp.failed'),
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="allowance-child" label={t('setUp.child')} error={errors.childId?.message}>
        {(field) => (
          <Select {...field} {...register('childId')}>
            {candidates.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField
          id="allowance-amount"
          error={errors.amount?.message}
          placeholder="5.00"
          registration={register('amount')}
        />
        <FormField id="allowance-frequency" label={t('setUp.howOften')} error={errors.frequency?.message}>
          {(field) => (
            <Select {...field} {...register('frequency')}>
              <option value="weekly">{t('setUp.weekly')}</option>
              <option value="monthly">{t('setUp.monthly')}</option>
            </Select>
          )}
        </FormField>
      </div>
      {frequency === 'weekly' ? (
        <FormField id="allowance-weekday" label={t('setUp.payday')} error={errors.dayOfWeek?.message}>
          {(field) => (
            <Select {...field} {...register('dayOfWeek')}>
              {Array.from({ length: 7 }, (_, day) => (
                <option key={day} value={day}>
                  {weekdayName(day)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : (
        <FormField
          id="allowance-day-of-month"
          label={t('setUp.paydayOfMonth')}
          error={errors.dayOfMonth?.message}
        >
          {(field) => (
            <Select {...field} {...register('dayOfMonth')}>
              {Array.from({ length: 28 }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register('autoCredit')} />
        {t('setUp.autoCredit')}
      </label>
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending || !isPositiveAmount(watch('amount'))}
        submitLabel={t('setUp.submit')}
      />
    </form>
  );
}
