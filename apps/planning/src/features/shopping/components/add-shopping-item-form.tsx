import { useForm } from 'react-hook-form';
import { PlusIcon } from 'lucide-react';
import { Button } from '@familyhub/ui';
import { useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { useAddShoppingItem } from '../api/shopping-api';
import { shoppingMessages } from '../messages';
import {
  emptyShoppingItemValues,
  shoppingItemResolver,
  type ShoppingItemFormBody,
  type ShoppingItemFormValues,
} from './shopping-item-form';
import { ShoppingItemFields } from './shopping-item-fields';

/** The add form above the list (spec 000 §2): on success the form resets and the name gets focus again. */
export function AddShoppingItemForm() {
  const t = useMessages(shoppingMessages);
  const form = useForm<ShoppingItemFormValues, unknown, ShoppingItemFormBody>({
    resolver: shoppingItemResolver,
    defaultValues: emptyShoppingItemValues,
  });
  const {
    register,
    reset,
    setFocus,
    formState: { errors },
  } = form;
  const save = useSaveForm(form, useAddShoppingItem(), {
    onDone: () => {
      reset(emptyShoppingItemValues);
      setFocus('name');
    },
  });

  return (
    <form
      noValidate
      aria-label={t('add.label')}
      onSubmit={(event) => void save.onSubmit(event)}
      className="grid gap-3 rounded-lg border border-border bg-muted/40 p-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-start"
    >
      <ShoppingItemFields idPrefix="add-item" register={register} errors={errors} />
      <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
        {/* Lines the button up with the inputs beside their labels on wide screens. */}
        <span aria-hidden className="hidden h-3.5 lg:block" />
        <Button type="submit" disabled={save.pending}>
          <PlusIcon aria-hidden />
          {t('add.submit')}
        </Button>
      </div>
      {save.saveError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive sm:col-span-2 lg:col-span-5"
        >
          {save.saveError}
        </p>
      ) : null}
    </form>
  );
}
