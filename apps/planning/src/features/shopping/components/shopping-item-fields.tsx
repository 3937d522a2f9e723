import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField, Input, Select, useFamilyMoney } from '@familyhub/ui';
import { shoppingCategories } from '@familyhub/contracts';
import { useMessages } from '@familyhub/ui/i18n';
import { categoryLabel } from '../category-label';
import { shoppingMessages } from '../messages';
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
  const t = useMessages(shoppingMessages);
  const { moneyLabel } = useFamilyMoney();
  const categories: string[] = [...shoppingCategories];
  if (currentCategory && !categories.includes(currentCategory)) categories.push(currentCategory);
  return (
    <>
      <FormField id={`${idPrefix}-name`} label={t('form.name.label')} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...register('name')} />}
      </FormField>
      <FormField
        id={`${idPrefix}-quantity`}
        label={t('form.quantity.label')}
        error={errors.quantity?.message}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            placeholder={t('form.quantity.placeholder')}
            {...register('quantity')}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-category`}
        label={t('form.category.label')}
        error={errors.category?.message}
      >
        {(control) => (
          <Select {...control} {...register('category')}>
            <option value="">{t('form.category.none')}</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(t, category)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-price`}
        label={moneyLabel(t('form.price.label'))}
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
