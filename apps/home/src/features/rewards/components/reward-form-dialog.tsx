import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createRewardBody, type Reward } from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, Label, Switch, Textarea } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { useCreateReward, useUpdateReward } from '../api/rewards-api';
import { createOrUpdate } from '../../shared/create-or-update';
import { sharedMessages } from '../../shared/messages';
import { rewardsMessages } from '../messages';

type RewardInput = z.input<typeof createRewardBody>;
type RewardOutput = z.output<typeof createRewardBody>;

/** Add or edit a reward with its points cost. */
export function RewardFormDialog({
  open,
  onOpenChange,
  reward,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reward?: Reward;
}) {
  const t = useMessages(rewardsMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={reward ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.description')}
    >
      <RewardForm key={reward?.id ?? 'new'} reward={reward} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function RewardForm({ reward, onDone }: { reward?: Reward; onDone: () => void }) {
  const t = useMessages(rewardsMessages);
  const shared = useMessages(sharedMessages);
  const create = useCreateReward();
  const update = useUpdateReward();
  const form = useForm<RewardInput, unknown, RewardOutput>({
    resolver: contractResolver(createRewardBody, (values: RewardInput) => values),
    defaultValues: {
      title: reward?.title ?? '',
      description: reward?.description ?? '',
      pointsCost: reward?.pointsCost ?? ('' as unknown as number),
      isActive: reward?.isActive ?? true,
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const save = useSaveForm(form, createOrUpdate(create, update, reward?.id), {
    variables: (values) => ({ ...values, description: values.description ? values.description : null }),
    onDone,
  });
  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="reward-title" label={t('form.title')} error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <FormField
        id="reward-description"
        label={t('form.descriptionField')}
        error={errors.description?.message}
      >
        {(field) => <Textarea {...field} {...register('description')} />}
      </FormField>
      <FormField id="reward-cost" label={t('form.pointsCost')} error={errors.pointsCost?.message}>
        {(field) => <Input {...field} type="number" min={1} {...register('pointsCost')} />}
      </FormField>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Switch id="reward-active" checked={field.value ?? true} onCheckedChange={field.onChange} />
            <Label htmlFor="reward-active">{t('form.active')}</Label>
          </div>
        )}
      />
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
