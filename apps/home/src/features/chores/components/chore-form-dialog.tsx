import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { choreFrequencies, createChoreBody, type Chore, type FamilyMember } from '@familyhub/contracts';
import {
  Checkbox,
  FieldError,
  FormDialog,
  FormDialogFooter,
  FormField,
  Input,
  Label,
  Select,
  Switch,
  Textarea,
} from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { useCreateChore, useUpdateChore } from '../api/chores-api';
import { createOrUpdate } from '../../shared/create-or-update';
import { choresMessages } from '../messages';
import { sharedMessages } from '../../shared/messages';

type ChoreFormInput = z.input<typeof createChoreBody>;
type ChoreFormOutput = z.output<typeof createChoreBody>;

export interface ChoreFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  members: readonly FamilyMember[];
  /** The chore being edited; absent when adding. */
  chore?: Chore;
}

/** Add or edit a chore: points (10 unless changed), how often, and one member or a rotation in a set order. */
export function ChoreFormDialog({ open, onOpenChange, members, chore }: ChoreFormDialogProps) {
  const t = useMessages(choresMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={chore ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.description')}
    >
      <ChoreForm
        key={chore?.id ?? 'new'}
        chore={chore}
        members={members}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function ChoreForm({
  chore,
  members,
  onDone,
}: {
  chore?: Chore;
  members: readonly FamilyMember[];
  onDone: () => void;
}) {
  const t = useMessages(choresMessages);
  const shared = useMessages(sharedMessages);
  const create = useCreateChore();
  const update = useUpdateChore();
  const form = useForm<ChoreFormInput, unknown, ChoreFormOutput>({
    resolver: contractResolver(createChoreBody, (values: ChoreFormInput) => values),
    defaultValues: {
      title: chore?.title ?? '',
      description: chore?.description ?? '',
      points: chore?.points ?? 10,
      frequency: chore?.frequency ?? 'weekly',
      isActive: chore?.isActive ?? true,
      assigneeIds: chore?.assigneeIds ?? [],
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const save = useSaveForm(form, createOrUpdate(create, update, chore?.id), {
    variables: (values) => ({ ...values, description: values.description ? values.description : null }),
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="chore-title" label={t('form.title')} error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <FormField
        id="chore-description"
        label={t('form.descriptionField')}
        error={errors.description?.message}
      >
        {(field) => <Textarea {...field} {...register('description')} />}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="chore-points" label={t('form.points')} error={errors.points?.message}>
          {(field) => <Input {...field} type="number" min={0} {...register('points')} />}
        </FormField>
        <FormField id="chore-frequency" label={t('form.frequency')} error={errors.frequency?.message}>
          {(field) => (
            <Select {...field} {...register('frequency')}>
              {choreFrequencies.map((f) => (
                <option key={f} value={f}>
                  {t(`form.frequency.${f}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <Controller
        control={control}
        name="assigneeIds"
        render={({ field }) => {
          const chosen = field.value ?? [];
          return (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{t('form.assignees')}</legend>
              {members.map((m) => {
                const at = chosen.indexOf(m.id);
                return (
                  <div key={m.id} className="flex items-center gap-2">
                    <Checkbox
                      id={`chore-assignee-${m.id}`}
                      checked={at >= 0}
                      onCheckedChange={(checked) =>
                        field.onChange(
                          checked === true ? [...chosen, m.id] : chosen.filter((id) => id !== m.id),
                        )
                      }
                    />
                    <Label htmlFor={`chore-assignee-${m.id}`}>{m.name}</Label>
                    {at >= 0 && chosen.length > 1 ? (
                      <span className="text-xs text-muted-foreground">
                        {t('form.turn', { number: at + 1 })}
                      </span>
                    ) : null}
                  </div>
                );
              })}
              <FieldError message={errors.assigneeIds?.message} />
            </fieldset>
          );
        }}
      />
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Switch id="chore-active" checked={field.value ?? true} onCheckedChange={field.onChange} />
            <Label htmlFor="chore-active">{t('form.active')}</Label>
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
