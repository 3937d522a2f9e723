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
import { pantryCategoryLabels, pantryLocationLabels } from './pantry-labels';

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
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={pantryItem ? 'Edit pantry item' : 'Add pantry item'}
      description={
        pantryItem ? `Change ${pantryItem.name}.` : 'What the family keeps, how much, where and until when.'
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
      title: pantryItem ? 'Pantry item updated' : 'Pantry item added',
      description: body.name,
    }),
    onDone,
  });

  return (
    <EntityForm save={save} onCancel={onDone}>
      <FormField id="pantry-item-name" label="Name" error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="pantry-item-quantity" label="Quantity" error={errors.quantity?.message}>
          {(field) => <Input {...field} inputMode="decimal" {...register('quantity')} />}
        </FormField>
        <FormField
          id="pantry-item-unit"
          label="Unit"
          hint="g, kg, ml, l, pieces…"
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
        <FormField id="pantry-item-category" label="Category" error={errors.category?.message}>
          {(field) => (
            <Select {...field} {...register('category')}>
              {pantryCategories.map((category) => (
                <option key={category} value={category}>
                  {pantryCategoryLabels[category]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="pantry-item-location" label="Kept in" error={errors.location?.message}>
          {(field) => (
            <Select {...field} {...register('location')}>
              {pantryLocations.map((location) => (
                <option key={location} value={location}>
                  {pantryLocationLabels[location]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="pantry-item-expiry" label="Expiry date" error={errors.expiryDate?.message}>
          {(field) => <Input {...field} type="date" {...register('expiryDate')} />}
        </FormField>
        <FormField
          id="pantry-item-min"
          label="Minimum quantity"
          hint="Low stock at or below this."
          error={errors.minQuantity?.message}
        >
          {(field) => <Input {...field} inputMode="decimal" {...register('minQuantity')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="pantry-item-barcode"
          label="Barcode"
          hint="Type the number under the bars; camera scanning is not built."
          error={errors.barcode?.message}
        >
          {(field) => <Input {...field} inputMode="numeric" autoComplete="off" {...register('barcode')} />}
        </FormField>
        <FormField id="pantry-item-purchased" label="Last purchased" error={errors.lastPurchased?.message}>
          {(field) => <Input {...field} type="date" {...register('lastPurchased')} />}
        </FormField>
      </div>
      <FormField id="pantry-item-notes" label="Notes" error={errors.notes?.message}>
        {(field) => <Textarea {...field} {...register('notes')} />}
      </FormField>
    </EntityForm>
  );
}
