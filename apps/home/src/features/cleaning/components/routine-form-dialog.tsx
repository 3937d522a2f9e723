import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { cleaningFrequencies, createCleaningTemplateBody, type CleaningTemplate } from '@familyhub/contracts';
import {
  Button,
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
import { useCreateRoutine, useUpdateRoutine } from '../api/cleaning-api';
import { useMessages } from '@familyhub/ui/i18n';
import { createOrUpdate } from '../../shared/create-or-update';
import { sharedMessages } from '../../shared/messages';
import { cleaningMessages } from '../messages';

type RoutineInput = z.input<typeof createCleaningTemplateBody>;
type RoutineOutput = z.output<typeof createCleaningTemplateBody>;

/** Add or edit a cleaning routine and its ordered checklist. */
export function RoutineFormDialog({
  open,
  onOpenChange,
  routine,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  routine?: CleaningTemplate;
}) {
  const t = useMessages(cleaningMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={routine ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.description')}
    >
      <RoutineForm key={routine?.id ?? 'new'} routine={routine} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function RoutineForm({ routine, onDone }: { routine?: CleaningTemplate; onDone: () => void }) {
  const t = useMessages(cleaningMessages);
  const shared = useMessages(sharedMessages);
  const create = useCreateRoutine();
  const update = useUpdateRoutine();
  const form = useForm<RoutineInput, unknown, RoutineOutput>({
    resolver: contractResolver(createCleaningTemplateBody, (values: RoutineInput) => values),
    defaultValues: {
      name: routine?.name ?? '',
      description: routine?.description ?? '',
      area: routine?.area ?? '',
      frequency: routine?.frequency ?? 'weekly',
      estimatedTime: routine?.estimatedTime ?? undefined,
      isShared: routine?.isShared ?? true,
      tasks: routine?.tasks.map((t) => ({ name: t.name, isRequired: t.isRequired })) ?? [
        { name: '', isRequired: true },
      ],
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const tasks = useFieldArray({ control, name: 'tasks' });
  const save = useSaveForm(form, createOrUpdate(create, update, routine?.id), {
    variables: (values) => ({
      ...values,
      description: values.description ? values.description : null,
      area: values.area ? values.area : null,
      estimatedTime: values.estimatedTime ?? null,
    }),
    onDone,
  });
  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="routine-name" label={t('form.name')} error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('name')} />}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="routine-area" label={t('form.area')} error={errors.area?.message}>
          {(field) => <Input {...field} {...register('area')} />}
        </FormField>
        <FormField id="routine-frequency" label={t('form.frequency')} error={errors.frequency?.message}>
          {(field) => (
            <Select {...field} {...register('frequency')}>
              {cleaningFrequencies.map((f) => (
                <option key={f} value={f}>
                  {t(`form.frequency.${f}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField id="routine-time" label={t('form.time')} error={errors.estimatedTime?.message}>
        {(field) => (
          <Input
            {...field}
            type="number"
            min={1}
            {...register('estimatedTime', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
          />
        )}
      </FormField>
      <FormField
        id="routine-description"
        label={t('form.descriptionField')}
        error={errors.description?.message}
      >
        {(field) => <Textarea {...field} {...register('description')} />}
      </FormField>
      <Controller
        control={control}
        name="isShared"
        render={({ field }) => (
          <div className="grid gap-1">
            <div className="flex items-center gap-2">
              <Switch
                id="routine-shared"
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
                aria-describedby="routine-shared-hint"
              />
              <Label htmlFor="routine-shared">{t('form.shared')}</Label>
            </div>
            <p id="routine-shared-hint" className="text-sm text-muted-foreground">
              {field.value === false ? t('form.private') : t('form.everyone')}
            </p>
          </div>
        )}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('form.tasks')}</legend>
        {tasks.fields.map((item, index) => (
          <div key={item.id} className="flex items-center gap-2">
            <span className="w-5 text-sm text-muted-foreground">{index + 1}.</span>
            <Input aria-label={t('form.task', { number: index + 1 })} {...register(`tasks.${index}.name`)} />
            <label className="flex items-center gap-1 text-sm">
              <input type="checkbox" {...register(`tasks.${index}.isRequired`)} />
              {t('form.required')}
            </label>
            <Button type="button" size="sm" variant="ghost" onClick={() => tasks.remove(index)}>
              {t('form.remove')}
            </Button>
          </div>
        ))}
        <FieldError message={errors.tasks?.message ?? errors.tasks?.root?.message} />
        {errors.tasks?.length ? (
          <FieldError message={errors.tasks.find?.((task) => task?.name)?.name?.message} />
        ) : null}
        <div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => tasks.append({ name: '', isRequired: true })}
          >
            {t('form.addTask')}
          </Button>
        </div>
      </fieldset>
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
