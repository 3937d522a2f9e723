import { useForm } from 'react-hook-form';
import { restockEssentialBody, type EssentialItem } from '@familyhub/contracts';
import { FormDialog, FormField, Input } from '@familyhub/ui';
import { contractResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { useRestockEssentialItem } from '../api/essential-items-api';

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
  return (
    <FormDialog
      open={item !== undefined}
      onOpenChange={onOpenChange}
      title={item ? `Restock ${item.name}` : 'Restock'}
      description={item ? `How many ${item.unit} came in?` : undefined}
    >
      {item ? <RestockForm key={item.id} item={item} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function RestockForm({ item, onDone }: { item: EssentialItem; onDone: () => void }) {
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
      title: `Restocked ${item.name}`,
      description: `${Number(updated.currentQuantity.toFixed(3))} ${updated.unit} now.`,
    }),
    onDone,
  });

  return (
    <EntityForm save={save} onCancel={onDone} submitLabel="Restock">
      <FormField id="restock-quantity" label="Quantity" error={errors.quantity?.message}>
        {(field) => <Input {...field} inputMode="decimal" autoFocus {...register('quantity')} />}
      </FormField>
    </EntityForm>
  );
}
