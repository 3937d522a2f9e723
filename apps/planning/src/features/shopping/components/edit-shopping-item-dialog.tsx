import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  FormDialogFooter,
  DialogHeader,
  DialogTitle,
} from '@familyhub/ui';
import { useSaveForm } from '@familyhub/ui/forms';
import type { ShoppingItem } from '@familyhub/contracts';
import { useMessages } from '@familyhub/ui/i18n';
import { useUpdateShoppingItem } from '../api/shopping-api';
import { shoppingMessages } from '../messages';
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
  const t = useMessages(shoppingMessages);
  const form = useForm<ShoppingItemFormValues, unknown, ShoppingItemFormBody>({
    resolver: shoppingItemResolver,
    defaultValues: item ? shoppingItemValuesOf(item) : emptyShoppingItemValues,
  });
  const {
    register,
    reset,
    formState: { errors },
  } = form;
  const save = useSaveForm(form, useUpdateShoppingItem(), {
    // Only the details: ticking stays with the checkbox, so an edit never undoes someone's tick.
    variables: ({ completed: _completed, status: _status, ...changes }) => ({
      id: item?.id ?? 0,
      changes,
      name: item?.name,
    }),
    onDone: onClose,
  });
  const { clearError } = save;

  // Each opening starts from the item's current values and no old error.
  useEffect(() => {
    if (item) {
      reset(shoppingItemValuesOf(item));
      clearError();
    }
  }, [item, reset, clearError]);

  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('edit.title')}</DialogTitle>
          <DialogDescription>{t('edit.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
          <ShoppingItemFields
            idPrefix="edit-item"
            register={register}
            errors={errors}
            currentCategory={item?.category ?? undefined}
          />
          <FormDialogFooter error={save.saveError} onCancel={onClose} pending={save.pending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
