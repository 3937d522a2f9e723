import { errorMessage } from '@familyhub/api-client';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  FormDialogFooter,
  DialogHeader,
  DialogTitle,
} from '@familyhub/ui';
import type { ShoppingItem } from '@familyhub/contracts';
import { useUpdateShoppingItem } from '../api/shopping-api';
import {
  emptyShoppingItemValues,
  shoppingItemResolver,
  shoppingItemValuesOf,
  type ShoppingItemFormBody,
  type ShoppingItemFormValues,
} from './shopping-item-form';
import { ShoppingItemFields } from './shopping-item-fields';

export interface EditShoppingItemDialogProps {
  /** The item being edited; null keeps the dialog closed. */
  item: ShoppingItem | null;
  onClose: () => void;
}

export function EditShoppingItemDialog({ item, onClose }: EditShoppingItemDialogProps) {
  const updateItem = useUpdateShoppingItem();
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ShoppingItemFormValues, unknown, ShoppingItemFormBody>({
    resolver: shoppingItemResolver,
    defaultValues: item ? shoppingItemValuesOf(item) : emptyShoppingItemValues,
  });

  // Each opening starts from the item's current values and no old error.
  useEffect(() => {
    if (item) {
      reset(shoppingItemValuesOf(item));
      setSaveError(null);
    }
  }, [item, reset]);

  const onSubmit = async (body: ShoppingItemFormBody) => {
    if (!item) return;
    setSaveError(null);
    try {
      // Only the details: ticking stays with the checkbox, so an edit never undoes someone's tick.
      const { completed: _completed, status: _status, ...changes } = body;
      await updateItem.mutateAsync({ id: item.id, changes });
      onClose();
    } catch (error) {
      setSaveError(errorMessage(error));
    }
  };

  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Item</DialogTitle>
          <DialogDescription>Change what to buy, how much, and what it should cost.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-4">
          <ShoppingItemFields
            idPrefix="edit-item"
            register={register}
            errors={errors}
            currentCategory={item?.category ?? undefined}
          />
          <FormDialogFooter error={saveError} onCancel={onClose} pending={isSubmitting} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
