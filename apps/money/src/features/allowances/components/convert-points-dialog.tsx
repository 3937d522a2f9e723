import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@familyhub/api-client';
import {
  convertPointsBody,
  pointsStepMessage,
  pointsValueCents,
  type ConvertPointsBody,
  type PointsRate,
} from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, useFamilyMoney } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { useChildPoints } from '../api/get-child-points';
import { useConvertPoints } from '../api/allowances-api';
import { allowancesMessages } from '../messages';

interface ConvertFormValues {
  points: string;
}

const pointsOf = (v: ConvertFormValues) => (v.points.trim() === '' ? Number.NaN : Number(v.points));

/**
 * Convert Points: a parent turns some of a child's chore points into allowance money at the family's rate, in
 * whole steps of it. Home takes the points and the allowance is credited together, or neither happens.
 */
export function ConvertPointsDialog({
  open,
  onOpenChange,
  allowanceId,
  childId,
  childName,
  rate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  allowanceId: number;
  childId: number;
  childName: string;
  rate: PointsRate;
}) {
  const t = useMessages(allowancesMessages);
  const { formatMoney } = useFamilyMoney();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('convert.title', { name: childName })}
      description={t('convert.description', { points: rate.points, amount: formatMoney(rate.amountCents) })}
    >
      <ConvertForm
        allowanceId={allowanceId}
        childId={childId}
        childName={childName}
        rate={rate}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function ConvertForm({
  allowanceId,
  childId,
  childName,
  rate,
  onDone,
}: {
  allowanceId: number;
  childId: number;
  childName: string;
  rate: PointsRate;
  onDone: () => void;
}) {
  const t = useMessages(allowancesMessages);
  const { formatMoney } = useFamilyMoney();
  const convert = useConvertPoints();
  const points = useChildPoints(childId);
  // The contract's rule, and the rate's steps (the server says the same words).
  const resolver = useMemo(
    () =>
      contractResolver(
        convertPointsBody.refine((b) => pointsValueCents(rate, b.points) !== null, {
          message: pointsStepMessage(rate.points),
          path: ['points'],
        }),
        (v: ConvertFormValues) => ({ points: pointsOf(v) }),
      ),
    [rate],
  );
  const form = useForm<ConvertFormValues, unknown, ConvertPointsBody>({
    resolver,
    defaultValues: { points: '' },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const worth = pointsValueCents(rate, pointsOf({ points: watch('points') }));
  const save = useSaveForm(form, convert, {
    variables: (body) => ({ id: allowanceId, body }),
    saved: (made) => ({
      title: t('convert.saved'),
      description: t('convert.savedDetail', { amount: formatMoney(made.amountCents), name: childName }),
    }),
    failedToast: t('convert.failed'),
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <p className="text-sm" role="status">
        {points.isPending
          ? t('convert.loading')
          : points.isError
            ? t('convert.error', { name: childName, message: errorMessage(points.error) })
            : t('convert.balance', { name: childName, points: points.balance ?? 0 })}
      </p>
      <FormField id="convert-points" label={t('convert.points')} error={errors.points?.message}>
        {(field) => (
          <Input
            {...field}
            inputMode="numeric"
            placeholder={String(rate.points * 10)}
            {...register('points')}
          />
        )}
      </FormField>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {worth === null
          ? t('convert.steps', { points: rate.points })
          : t('convert.worth', { amount: formatMoney(worth) })}
      </p>
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending || worth === null}
        submitLabel={t('convert.submit')}
      />
    </form>
  );
}
