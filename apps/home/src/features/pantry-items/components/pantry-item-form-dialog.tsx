import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  createPantryItemBody,
  pantryCategories,
  pantryLocations,
  pantryUnitSuggestions,
  type CreatePantryItemBody,
  type PantryCategory,
  type PantryItem,
  type PantryLocation,
} from '@familyhub/contracts';
import { FormDialog, FormField, Input, Select, Textarea } from '@familyhub/ui';
import { contractResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { useCreatePantryItem, useUpdatePantryItem } from '../api/pantry-items-api';
import { createOrUpdate } from '../../shared/create-or-update';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { pantryItemsMessages } from '../messages';
import { categoryKeys, locationKeys } from './pantry-labels';

interface PantryItemFormValues {
  name: string;
  quantity: string;
  unit: string;
  category: PantryCategory;
  location: PantryLocation;
  expiryDate: string;
  minQuantity: string;
  barcode: string;
  lastPurchased: string;
  notes: string;
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** The controls' strings as the body the server checks: empty → null, numbers parsed. */
const bodyOf = (v: PantryItemFormValues): CreatePantryItemBody => ({
  name: v.name,
  quantity: numberOrNull(v.quantity) ?? Number.NaN,
  unit: v.unit,
  category: v.category,
  location: v.location,
  expiryDate: v.expiryDate || null,
  minQuantity: numberOrNull(v.minQuantity),
  barcode: v.barcode.trim() || null,
  lastPurchased: v.lastPurchased || null,
  notes: v.notes.trim() || null,
});

const resolver = contractResolver(createPantryItemBody, bodyOf);

function valuesOf(item?: PantryItem): PantryItemFormValues {
  return {
    name: item?.name ?? '',
    quantity: String(item?.quantity ?? 1),
    unit: item?.unit ?? 'pieces',
    category: item?.category ?? 'other',
    location: item?.location ?? 'pantry',
    expiryDate: item?.expiryDate ?? '',
    minQuantity:
      item?.minQuantity === null || item?.minQuantity === undefined ? '' : String(item.minQuantity),
    barcode: item?.barcode ?? '',
    lastPurchased: item?.lastPurchased ?? '',
    notes: item?.notes ?? '',
  };
}

export interface PantryItemFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item being edited; absent when adding. */
  pantryItem?: PantryItem;
}

/** Add or edit one pantry item: the contract's own schema checks the fields, so the form says the server's words. */
export function PantryItemFormDialog({ open, onOpenChange, pantryItem }: PantryItemFormDialogProps) {
  const t = useMessages(pantryItemsMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={pantryItem ? t('form.editTitle') : t('form.addTitle')}
      description={
        pantryItem ? t('form.editDescription', { name: pantryItem.name }) : t('form.addDescription')
      }
    >
      <PantryItemForm
        key={pantryItem?.id ?? 'new'}
        pantryItem={pantryItem}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function PantryItemForm({ pantryItem, onDone }: { pantryItem?: PantryItem; onDone: () => void }) {
  const t = useMessages(pantryItemsMessages);
  const shared = useMessages(sharedMessages);
  const create = useCreatePantryItem();
  const update = useUpdatePantryItem();
  const form = useForm<PantryItemFormValues, unknown, z.output<typeof createPantryItemBody>>({
    resolver,
    defaultValues: valuesOf(pantryItem),
  });
  const {
    register,
    formState: { errors },
  } = form;

  const save = useSaveForm(form, createOrUpdate(create, update, pantryItem?.id), {
    saved: (_item, body) => ({
      title: pantryItem ? t('form.toast.updated') : t('form.toast.added'),
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
      <FormField id="pantry-item-name" label={t('form.name')} error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="pantry-item-quantity" label={t('form.quantity')} error={errors.quantity?.message}>
          {(field) => <Input {...field} inputMode="decimal" {...register('quantity')} />}
        </FormField>
        <FormField
          id="pantry-item-unit"
          label={t('form.unit')}
          hint={t('form.unitHint')}
          error={errors.unit?.message}
        >
          {(field) => (
            <>
              <Input {...field} list="pantry-unit-suggestions" autoComplete="off" {...register('unit')} />
              <datalist id="pantry-unit-suggestions">
                {pantryUnitSuggestions.map((unit) => (
                  <option key={unit} value={unit} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="pantry-item-category" label={t('form.category')} error={errors.category?.message}>
          {(field) => (
            <Select {...field} {...register('category')}>
              {pantryCategories.map((category) => (
                <option key={category} value={category}>
                  {t(categoryKeys[category])}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="pantry-item-location" label={t('form.location')} error={errors.location?.message}>
          {(field) => (
            <Select {...field} {...register('location')}>
              {pantryLocations.map((location) => (
                <option key={location} value={location}>
                  {t(locationKeys[location])}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="pantry-item-expiry" label={t('form.expiry')} error={errors.expiryDate?.message}>
          {(field) => <Input {...field} type="date" {...register('expiryDate')} />}
        </FormField>
        <FormField
          id="pantry-item-min"
          label={t('form.minimum')}
          hint={t('form.minimumHint')}
          error={errors.minQuantity?.message}
        >
          {(field) => <Input {...field} inputMode="decimal" {...register('minQuantity')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="pantry-item-barcode"
          label={t('form.barcode')}
          hint={t('form.barcodeHint')}
          error={errors.barcode?.message}
        >
          {(field) => <Input {...field} inputMode="numeric" autoComplete="off" {...register('barcode')} />}
        </FormField>
        <FormField
          id="pantry-item-purchased"
          label={t('form.lastPurchased')}
          error={errors.lastPurchased?.message}
        >
          {(field) => <Input {...field} type="date" {...register('lastPurchased')} />}
        </FormField>
      </div>
      <FormField id="pantry-item-notes" label={t('form.notes')} error={errors.notes?.message}>
        {(field) => <Textarea {...field} {...register('notes')} />}
      </FormField>
    </EntityForm>
  );
}
