import { useMembers } from '@familyhub/api-client';
import { useForm } from 'react-hook-form';
import { PlusIcon } from 'lucide-react';
import {
  Badge,
  Button,
  Checkbox,
  EmptyState,
  FormField,
  Input,
  ItemActions,
  QueryList,
  Select,
  cn,
  toast,
  deleteWithToast,
} from '@familyhub/ui';
import { contractResolver } from '@familyhub/ui/forms';
import {
  createPackingItemBody,
  packingCategories,
  type PackingCategory,
  type PackingItem,
} from '@familyhub/contracts';
import type { z } from 'zod';
import {
  useAddPackingItem,
  useDeletePackingItem,
  usePackingItems,
  useUpdatePackingItem,
} from '../api/vacations-api';
import { parseQuantity } from '../vacation-days';

type CreatePackingItem = z.output<typeof createPackingItemBody>;

const categoryLabel = (category: string) => category[0].toUpperCase() + category.slice(1);

export interface PackingListProps {
  vacationId: number;
  /** Admins and parents may change any item; others only the items assigned to them. */
  mayChange: (item: PackingItem) => boolean;
}

/** The Packing List sub-tab: tick what is packed, add and delete items (spec 000 §2 Vacations). */
export function PackingList({ vacationId, mayChange }: PackingListProps) {
  const items = usePackingItems(vacationId);
  const update = useUpdatePackingItem();
  const remove = useDeletePackingItem();
  const { byId: membersById } = useMembers();

  const toggle = async (item: PackingItem) => {
    try {
      await update.mutateAsync({ id: item.id, body: { isPacked: !item.isPacked } });
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to update packing item' });
    }
  };
  const deleteItem = async (item: PackingItem) => {
    await deleteWithToast(remove, item.id, {
      deleted: { title: 'Packing item deleted', description: `${item.name} was removed.` },
      failed: 'Failed to delete packing item',
    });
  };

  return (
    <div className="grid gap-4">
      <AddPackingItemForm vacationId={vacationId} />
      <QueryList
        query={items}
        loadingLabel="Loading packing list"
        errorTitle="Could not load the packing list"
        skeletonClassName="h-10 w-full"
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            title="Nothing on the packing list yet"
            description="Add what the family needs to bring."
          />
        }
      >
        {(data) => (
          <ul aria-label="Packing list" className="grid gap-2">
            {data.map((item) => {
              const assignee = item.assignedToId ? membersById.get(item.assignedToId) : undefined;
              return (
                <li
                  key={item.id}
                  aria-label={item.name}
                  className="flex items-center gap-3 rounded-md border border-border bg-card p-2"
                >
                  <Checkbox
                    id={`packing-${item.id}`}
                    checked={item.isPacked}
                    onCheckedChange={() => void toggle(item)}
                    aria-label={`Packed ${item.name}`}
                  />
                  <label
                    htmlFor={`packing-${item.id}`}
                    className={cn(
                      'min-w-0 flex-1 break-words',
                      item.isPacked && 'text-muted-foreground line-through',
                    )}
                  >
                    {item.name}
                    {item.quantity > 1 ? (
                      <span className="text-muted-foreground"> × {item.quantity}</span>
                    ) : null}
                  </label>
                  <Badge variant="secondary">{categoryLabel(item.category)}</Badge>
                  {assignee ? <span className="text-sm text-muted-foreground">{assignee.name}</span> : null}
                  <ItemActions
                    itemLabel={item.name}
                    onDelete={mayChange(item) ? () => void deleteItem(item) : undefined}
                    confirmTitle="Delete this packing item?"
                    confirmDescription={`${item.name} will be removed from the packing list.`}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </QueryList>
    </div>
  );
}

interface PackingItemFormValues {
  name: string;
  category: PackingCategory;
  quantity: string;
  assignee: string;
}
const emptyItem: PackingItemFormValues = { name: '', category: 'clothing', quantity: '1', assignee: '' };

function AddPackingItemForm({ vacationId }: { vacationId: number }) {
  const add = useAddPackingItem();
  const { all: members } = useMembers();
  const form = useForm<PackingItemFormValues, unknown, CreatePackingItem>({
    // A quantity that is not a whole number of at least 1 falls back to 1, as the list shows it.
    resolver: contractResolver(createPackingItemBody, (v: PackingItemFormValues) => ({
      vacationId,
      name: v.name,
      category: v.category,
      quantity: parseQuantity(v.quantity),
      assignedToId: v.assignee ? Number(v.assignee) : null,
    })),
    defaultValues: emptyItem,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      toast({ title: 'Packing item added successfully' });
      // The category and who packs it stay for the next item of the same kind.
      form.reset({ ...form.getValues(), name: '', quantity: '1' });
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to add packing item' });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Add packing item"
      className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_5rem_minmax(0,1fr)_auto] sm:items-end"
    >
      <FormField id="packing-name" label="Item" error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="off" {...form.register('name')} />}
      </FormField>
      <FormField id="packing-category" label="Category" error={errors.category?.message}>
        {(field) => (
          <Select {...field} {...form.register('category')}>
            {packingCategories.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="packing-quantity" label="Quantity" error={errors.quantity?.message}>
        {(field) => <Input {...field} inputMode="numeric" {...form.register('quantity')} />}
      </FormField>
      <FormField id="packing-assignee" label="Who packs it" error={errors.assignee?.message}>
        {(field) => (
          <Select {...field} {...form.register('assignee')}>
            <option value="">Anyone</option>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        <PlusIcon aria-hidden />
        Add Item
      </Button>
    </form>
  );
}
