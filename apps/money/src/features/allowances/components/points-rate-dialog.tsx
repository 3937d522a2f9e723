import { useForm } from 'react-hook-form';
import { setPointsRateBody, type PointsRate, type SetPointsRateBody } from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, useFamilyMoney } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { AmountField } from '../../shared/money-fields';
import { centsOf } from '../../shared/money-input';
import { useSetPointsRate } from '../api/allowances-api';
import { allowancesMessages } from '../messages';

interface RateFormValues {
  points: string;
  amount: string;
}

const bodyOf = (v: RateFormValues): SetPointsRateBody => ({
  points: v.points.trim() === '' ? Number.NaN : Number(v.points),
  amountCents: centsOf(v.amount),
});

const resolver = contractResolver(setPointsRateBody, bodyOf, { cents: { amountCents: 'amount' } });

/** Points Rate: how much the family's chore points are worth, "every N points are worth $M". */
export function PointsRateDialog({
  open,
  onOpenChange,
  current,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: PointsRate | null;
}) {
  const t = useMessages(allowancesMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('rateDialog.title')}
      description={t('rateDialog.description')}
    >
      <RateForm current={current} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function RateForm({ current, onDone }: { current: PointsRate | null; onDone: () => void }) {
  const t = useMessages(allowancesMessages);
  const { formatMoney } = useFamilyMoney();
  const form = useForm<RateFormValues, unknown, SetPointsRateBody>({
    resolver,
    defaultValues: {
      points: current ? String(current.points) : '10',
      amount: current ? (current.amountCents / 100).toFixed(2) : '',
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const save = useSaveForm(form, useSetPointsRate(), {
    saved: (_rate, body) => ({
      title: t('rateDialog.saved'),
      description: t('rateDialog.savedDetail', {
        points: body.points,
        amount: formatMoney(body.amountCents),
      }),
    }),
    failedToast: t('rateDialog.failed'),
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="rate-points" label={t('rateDialog.points')} error={errors.points?.message}>
          {(field) => <Input {...field} inputMode="numeric" {...register('points')} />}
        </FormField>
        <AmountField
          id="rate-amount"
          label={t('rateDialog.amount')}
          error={errors.amount?.message}
          placeholder="1.00"
          registration={register('amount')}
        />
      </div>
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending}
        submitLabel={t('rateDialog.submit')}
      />
    </form>
  );
}
