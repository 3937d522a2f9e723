import { useForm } from 'react-hook-form';
import { restockEssentialBody, type EssentialItem } from '@familyhub/contracts';
import { FormDialog, FormField, Input } from '@familyhub/ui';
import { contractResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { formatQuantity } from '../../shared/quantity';
import { useRestockEssentialItem } from '../api/essential-items-api';
import { essentialItemsMessages } from '../messages';

interface RestockValues {
  quantity: string;
}

const bodyOf = (v: RestockValues) => ({
  quantity: v.quantity.trim() === '' ? Number.NaN : Number(v.quantity.replace(',', '.')),
});
const resolver = contractResolver(restockEssentialBody, bodyOf);

/** Restock: how many came in; the next reminder moves an interval on and a pending reorder is done. */
export function RestockDialog({
  item,
  onOpenChange,
}: {
  item?: EssentialItem;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(essentialItemsMessages);
  return (
    <FormDialog
      open={item !== undefined}
      onOpenChange={onOpenChange}
      title={item ? t('restock.title', { name: item.name }) : t('restock.titlePlain')}
      description={item ? t('restock.description', { unit: item.unit }) : undefined}
    >
      {item ? <RestockForm key={item.id} item={item} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function RestockForm({ item, onDone }: { item: EssentialItem; onDone: () => void }) {
  const t = useMessages(essentialItemsMessages);
  const shared = useMessages(sharedMessages);
  const formats = useFormats();
  const restock = useRestockEssentialItem();
  const form = useForm<RestockValues, unknown, { quantity: number }>({
    resolver,
    defaultValues: { quantity: '1' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const save = useSaveForm(form, restock, {
    variables: ({ quantity }) => ({ id: item.id, quantity }),
    saved: (updated) => ({
      title: t('restock.toast.title', { name: item.name }),
      description: t('restock.toast.body', {
        amount: formatQuantity(formats, updated.currentQuantity, updated.unit),
      }),
    }),
    onDone,
  });

  return (
    <EntityForm
      save={save}
      onCancel={onDone}
      submitLabel={t('restock.submit')}
      cancelLabel={shared('form.cancel')}
    >
      <FormField id="restock-quantity" label={t('restock.quantity')} error={errors.quantity?.message}>
        {(field) => <Input {...field} inputMode="decimal" autoFocus {...register('quantity')} />}
      </FormField>
    </EntityForm>
  );
}
