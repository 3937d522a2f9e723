import { useFamilyMoney } from '@familyhub/api-client';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField, Input, Select } from '@familyhub/ui';
import { shoppingCategories } from '@familyhub/contracts';
import type { ShoppingItemFormValues } from './shopping-item-form';

export interface ShoppingItemFieldsProps {
  /** Prefix for the control ids, so the add form and the edit dialog can be on the page together. */
  idPrefix: string;
  register: UseFormRegister<ShoppingItemFormValues>;
  errors: FieldErrors<ShoppingItemFormValues>;
  /** An item's own category that is not one of the offered ones (e.g. from a recipe) stays selectable. */
  currentCategory?: string;
}

/** Name, quantity, category and estimated price, each with its message underneath. */
export function ShoppingItemFields({ idPrefix, register, errors, currentCategory }: ShoppingItemFieldsProps) {
  const { moneyLabel } = useFamilyMoney();
  const categories: string[] = [...shoppingCategories];
  if (currentCategory && !categories.includes(currentCategory)) categories.push(currentCategory);
  return (
    <>
      <FormField id={`${idPrefix}-name`} label="Item name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...register('name')} />}
      </FormField>
      <FormField id={`${idPrefix}-quantity`} label="Quantity" error={errors.quantity?.message}>
        {(control) => (
          <Input {...control} autoComplete="off" placeholder="e.g. 2 litres" {...register('quantity')} />
        )}
      </FormField>
      <FormField id={`${idPrefix}-category`} label="Category" error={errors.category?.message}>
        {(control) => (
          <Select {...control} {...register('category')}>
            <option value="">No category</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-price`}
        label={moneyLabel('Estimated price')}
        error={errors.estimatedPrice?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            placeholder="0.00"
            {...register('estimatedPrice')}
          />
        )}
      </FormField>
    </>
  );
}
