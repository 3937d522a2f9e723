import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adjustPointsBody, type FamilyMember } from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, Select } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useAdjustPoints } from '../api/points-api';

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
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Adjust Points"
      description="Add points, or take some away with a negative number. The reason shows in the points history."
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
      const name = members.find((m) => m.id === body.memberId)?.name ?? 'The member';
      return { title: 'Points adjusted', description: `${name} now has ${answer.balance} points` };
    },
    failedToast: 'Failed to adjust points',
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="adjust-member" label="Member" error={errors.memberId?.message}>
        {(field) => (
          <Select {...field} {...register('memberId')}>
            <option value="">Choose…</option>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="adjust-points" label="Points (+ or −)" error={errors.points?.message}>
        {(field) => <Input {...field} inputMode="numeric" placeholder="10 or -10" {...register('points')} />}
      </FormField>
      <FormField id="adjust-reason" label="Reason" error={errors.reason?.message}>
        {(field) => <Input {...field} placeholder="Helped a neighbour" {...register('reason')} />}
      </FormField>
      <FormDialogFooter error={save.saveError} onCancel={onDone} pending={save.pending} submitLabel="Save" />
    </form>
  );
}
