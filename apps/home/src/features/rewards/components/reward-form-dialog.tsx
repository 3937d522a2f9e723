import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { errorMessage } from '@familyhub/api-client';
import { createRewardBody, type Reward } from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, Label, Switch, Textarea } from '@familyhub/ui';
import { useCreateReward, useUpdateReward } from '../api/rewards-api';

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
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={reward ? 'Edit Reward' : 'Add Reward'}
      description="What the family can redeem with their points."
    >
      <RewardForm key={reward?.id ?? 'new'} reward={reward} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function RewardForm({ reward, onDone }: { reward?: Reward; onDone: () => void }) {
  const create = useCreateReward();
  const update = useUpdateReward();
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RewardInput, unknown, RewardOutput>({
    resolver: zodResolver(createRewardBody),
    defaultValues: {
      title: reward?.title ?? '',
      description: reward?.description ?? '',
      pointsCost: reward?.pointsCost ?? ('' as unknown as number),
      isActive: reward?.isActive ?? true,
    },
  });
  const onSubmit = async (values: RewardOutput) => {
    setSaveError(null);
    const body = { ...values, description: values.description ? values.description : null };
    try {
      if (reward) await update.mutateAsync({ id: reward.id, body });
      else await create.mutateAsync(body);
      onDone();
    } catch (error) {
      setSaveError(errorMessage(error));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-4">
      <FormField id="reward-title" label="Title" error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <FormField id="reward-description" label="Description" error={errors.description?.message}>
        {(field) => <Textarea {...field} {...register('description')} />}
      </FormField>
      <FormField id="reward-cost" label="Points cost" error={errors.pointsCost?.message}>
        {(field) => <Input {...field} type="number" min={1} {...register('pointsCost')} />}
      </FormField>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Switch id="reward-active" checked={field.value ?? true} onCheckedChange={field.onChange} />
            <Label htmlFor="reward-active">Active</Label>
          </div>
        )}
      />
      <FormDialogFooter error={saveError} onCancel={onDone} pending={isSubmitting} />
    </form>
  );
}
