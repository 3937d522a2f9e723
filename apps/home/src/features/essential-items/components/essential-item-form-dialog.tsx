import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  createEssentialItemBody,
  ESSENTIAL_DEFAULT_REMINDER_DAYS,
  ESSENTIAL_DEFAULT_REORDER_THRESHOLD,
  essentialCategories,
  type CreateEssentialItemBody,
  type EssentialCategory,
  type EssentialItem,
} from '@familyhub/contracts';
import { Checkbox, FormDialog, FormField, Input, Label, Select, Textarea } from '@familyhub/ui';
import { contractResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { useCreateEssentialItem, useUpdateEssentialItem } from '../api/essential-items-api';
import { createOrUpdate } from '../../shared/create-or-update';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { essentialItemsMessages } from '../messages';
import { categoryKeys } from './essential-labels';

interface EssentialFormValues {
  name: string;
  category: EssentialCategory;
  currentQuantity: string;
  unit: string;
  reorderThreshold: string;
  estimatedDurationDays: string;
  reminderIntervalDays: string;
  nextReminderDate: string;
  isAutoReorder: boolean;
  lastPurchased: string;
  notes: string;
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** The controls' strings as the body the server checks: empty → null (or the default), numbers parsed. */
const bodyOf = (v: EssentialFormValues): CreateEssentialItemBody => ({
  name: v.name,
  category: v.category,
  currentQuantity: numberOf(v.currentQuantity),
  unit: v.unit,
  reorderThreshold: numberOf(v.reorderThreshold),
  estimatedDurationDays: v.estimatedDurationDays.trim() === '' ? null : numberOf(v.estimatedDurationDays),
  reminderIntervalDays: numberOf(v.reminderIntervalDays),
  nextReminderDate: v.nextReminderDate || null,
  isAutoReorder: v.isAutoReorder,
  lastPurchased: v.lastPurchased || null,
  notes: v.notes.trim() || null,
});

const resolver = contractResolver(createEssentialItemBody, bodyOf);

function valuesOf(item?: EssentialItem): EssentialFormValues {
  return {
    name: item?.name ?? '',
    category: item?.category ?? 'other',
    currentQuantity: String(item?.currentQuantity ?? 0),
    unit: item?.unit ?? 'pieces',
    reorderThreshold: String(item?.reorderThreshold ?? ESSENTIAL_DEFAULT_REORDER_THRESHOLD),
    estimatedDurationDays: item?.estimatedDurationDays ? String(item.estimatedDurationDays) : '',
    reminderIntervalDays: String(item?.reminderIntervalDays ?? ESSENTIAL_DEFAULT_REMINDER_DAYS),
    nextReminderDate: item?.nextReminderDate ?? '',
    isAutoReorder: item?.isAutoReorder ?? false,
    lastPurchased: item?.lastPurchased ?? '',
    notes: item?.notes ?? '',
  };
}

export interface EssentialItemFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item being edited; absent when adding. */
  essentialItem?: EssentialItem;
}

/** Add or edit one essential: the contract's own schema checks the fields, so the form says the server's words. */
export function EssentialItemFormDialog({ open, onOpenChange, essentialItem }: EssentialItemFormDialogProps) {
  const t = useMessages(essentialItemsMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={essentialItem ? t('form.editTitle') : t('form.addTitle')}
      description={
        essentialItem ? t('form.editDescription', { name: essentialItem.name }) : t('form.addDescription')
      }
    >
      <EssentialItemForm
        key={essentialItem?.id ?? 'new'}
        essentialItem={essentialItem}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function EssentialItemForm({ essentialItem, onDone }: { essentialItem?: EssentialItem; onDone: () => void }) {
  const t = useMessages(essentialItemsMessages);
  const shared = useMessages(sharedMessages);
  const create = useCreateEssentialItem();
  const update = useUpdateEssentialItem();
  const form = useForm<EssentialFormValues, unknown, z.output<typeof createEssentialItemBody>>({
    resolver,
    defaultValues: valuesOf(essentialItem),
  });
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = form;

  const save = useSaveForm(form, createOrUpdate(create, update, essentialItem?.id), {
    saved: (_item, body) => ({
      title: essentialItem ? t('form.toast.updated') : t('form.toast.added'),
      description: body.name,
    }),
    onDone,
  });

  return (
    <EntityForm
      save={save}
      onCancel={onDone}
      submitLabel={shared('form.save')}
      cancelLabel={shared('form.cancel')}
    >
      <FormField id="essential-name" label={t('form.name')} error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="essential-category" label={t('form.category')} error={errors.category?.message}>
          {(field) => (
            <Select {...field} {...register('category')}>
              {essentialCategories.map((category) => (
                <option key={category} value={category}>
                  {t(categoryKeys[category])}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          id="essential-unit"
          label={t('form.unit')}
          hint={t('form.unitHint')}
          error={errors.unit?.message}
        >
          {(field) => <Input {...field} autoComplete="off" {...register('unit')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="essential-quantity" label={t('form.quantity')} error={errors.currentQuantity?.message}>
          {(field) => <Input {...field} inputMode="decimal" {...register('currentQuantity')} />}
        </FormField>
        <FormField
          id="essential-threshold"
          label={t('form.threshold')}
          hint={t('form.thresholdHint')}
          error={errors.reorderThreshold?.message}
        >
          {(field) => <Input {...field} inputMode="decimal" {...register('reorderThreshold')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="essential-duration"
          label={t('form.duration')}
          hint={t('form.durationHint')}
          error={errors.estimatedDurationDays?.message}
        >
          {(field) => <Input {...field} inputMode="numeric" {...register('estimatedDurationDays')} />}
        </FormField>
        <FormField
          id="essential-interval"
          label={t('form.interval')}
          error={errors.reminderIntervalDays?.message}
        >
          {(field) => <Input {...field} inputMode="numeric" {...register('reminderIntervalDays')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="essential-next-reminder"
          label={t('form.nextReminder')}
          hint={essentialItem ? undefined : t('form.nextReminderHint')}
          error={errors.nextReminderDate?.message}
        >
          {(field) => <Input {...field} type="date" {...register('nextReminderDate')} />}
        </FormField>
        <FormField
          id="essential-purchased"
          label={t('form.lastPurchased')}
          error={errors.lastPurchased?.message}
        >
          {(field) => <Input {...field} type="date" {...register('lastPurchased')} />}
        </FormField>
      </div>
      <div className="flex items-start gap-2">
        <Checkbox
          id="essential-auto-reorder"
          checked={watch('isAutoReorder')}
          onCheckedChange={(checked) => setValue('isAutoReorder', checked === true)}
        />
        <div className="grid gap-0.5">
          <Label htmlFor="essential-auto-reorder">{t('form.autoReorder')}</Label>
          <p className="text-sm text-muted-foreground">{t('form.autoReorderHint')}</p>
        </div>
      </div>
      <FormField id="essential-notes" label={t('form.notes')} error={errors.notes?.message}>
        {(field) => <Textarea {...field} {...register('notes')} />}
      </FormField>
    </EntityForm>
  );
}
