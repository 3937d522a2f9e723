import { errorMessage } from '@familyhub/api-client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PlusIcon } from 'lucide-react';
import { Button } from '@familyhub/ui';
import { useAddShoppingItem } from '../api/shopping-api';
import {
  emptyShoppingItemValues,
  shoppingItemResolver,
  type ShoppingItemFormBody,
  type ShoppingItemFormValues,
} from './shopping-item-form';
import { ShoppingItemFields } from './shopping-item-fields';

/** The add form above the list (spec 000 §2): on success the form resets and the name gets focus again. */
export function AddShoppingItemForm() {
  const addItem = useAddShoppingItem();
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ShoppingItemFormValues, unknown, ShoppingItemFormBody>({
    resolver: shoppingItemResolver,
    defaultValues: emptyShoppingItemValues,
  });

  const onSubmit = async (body: ShoppingItemFormBody) => {
    setSaveError(null);
    try {
      await addItem.mutateAsync(body);
      reset(emptyShoppingItemValues);
      setFocus('name');
    } catch (error) {
      setSaveError(errorMessage(error));
    }
  };

  return (
    <form
      noValidate
      aria-label="Add an item"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="grid gap-3 rounded-lg border border-border bg-muted/40 p-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-start"
    >
      <ShoppingItemFields idPrefix="add-item" register={register} errors={errors} />
      <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
        {/* Lines the button up with the inputs beside their labels on wide screens. */}
        <span aria-hidden className="hidden h-3.5 lg:block" />
        <Button type="submit" disabled={isSubmitting}>
          <PlusIcon aria-hidden />
          Add Item
        </Button>
      </div>
      {saveError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive sm:col-span-2 lg:col-span-5"
        >
          {saveError}
        </p>
      ) : null}
    </form>
  );
}
