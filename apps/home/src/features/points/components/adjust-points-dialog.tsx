import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adjustPointsBody, type FamilyMember } from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, Select } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { useAdjustPoints } from '../api/points-api';
import { pointsMessages } from '../messages';

interface AdjustFormValues {
  memberId: string;
  points: string;
  reason: string;
}

const resolver = contractResolver(adjustPointsBody, (v: AdjustFormValues) => ({
  memberId: v.memberId ? Number(v.memberId) : undefined,
  points: v.points.trim() === '' ? undefined : v.points,
  reason: v.reason,
}));

/** Adjust Points: a parent or admin adds points (a bonus) or takes some away (a negative number), saying why. */
export function AdjustPointsDialog({
  open,
  onOpenChange,
  members,
  memberId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  members: readonly FamilyMember[];
  /** The member chosen to start with. */
  memberId: number | undefined;
}) {
  const t = useMessages(pointsMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('adjust.title')}
      description={t('adjust.description')}
    >
      <AdjustForm members={members} memberId={memberId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function AdjustForm({
  members,
  memberId,
  onDone,
}: {
  members: readonly FamilyMember[];
  memberId: number | undefined;
  onDone: () => void;
}) {
  const t = useMessages(pointsMessages);
  const shared = useMessages(sharedMessages);
  const adjust = useAdjustPoints();
  const form = useForm<AdjustFormValues, unknown, z.output<typeof adjustPointsBody>>({
    resolver,
    defaultValues: { memberId: memberId ? String(memberId) : '', points: '', reason: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const save = useSaveForm(form, adjust, {
    saved: (answer, body) => {
      const name = members.find((m) => m.id === body.memberId)?.name ?? t('adjust.toast.theMember');
      return {
        title: t('adjust.toast.adjusted'),
        description: t('adjust.toast.balance', { name, balance: answer.balance }),
      };
    },
    failedToast: t('adjust.toast.failed'),
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="adjust-member" label={t('adjust.member')} error={errors.memberId?.message}>
        {(field) => (
          <Select {...field} {...register('memberId')}>
            <option value="">{t('adjust.choose')}</option>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="adjust-points" label={t('adjust.points')} error={errors.points?.message}>
        {(field) => (
          <Input
            {...field}
            inputMode="numeric"
            placeholder={t('adjust.pointsPlaceholder')}
            {...register('points')}
          />
        )}
      </FormField>
      <FormField id="adjust-reason" label={t('adjust.reason')} error={errors.reason?.message}>
        {(field) => <Input {...field} placeholder={t('adjust.reasonPlaceholder')} {...register('reason')} />}
      </FormField>
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending}
        submitLabel={shared('form.save')}
        cancelLabel={shared('form.cancel')}
      />
    </form>
  );
}
