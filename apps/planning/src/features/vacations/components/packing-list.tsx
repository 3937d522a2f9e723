import { errorMessage } from '@familyhub/api-client';
import { useState, type FormEvent } from 'react';
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
} from '@familyhub/ui';
import { packingCategories, type PackingCategory, type PackingItem } from '@familyhub/contracts';
import {
  useAddPackingItem,
  useDeletePackingItem,
  usePackingItems,
  useUpdatePackingItem,
} from '../api/vacations-api';
import { useMembersById } from '../../shared/use-members-by-id';
import { parseQuantity } from '../vacation-days';

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
  const { membersById } = useMembersById();

  const toggle = async (item: PackingItem) => {
    try {
      await update.mutateAsync({ id: item.id, body: { isPacked: !item.isPacked } });
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to update packing item' });
    }
  };
  const deleteItem = async (item: PackingItem) => {
    try {
      await remove.mutateAsync(item.id);
      toast({ title: 'Packing item deleted', description: `${item.name} was removed.` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to delete packing item',
        description: errorMessage(error),
      });
    }
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

function AddPackingItemForm({ vacationId }: { vacationId: number }) {
  const add = useAddPackingItem();
  const { members } = useMembersById();
  const [name, setName] = useState('');
  const [category, setCategory] = useState<PackingCategory>('clothing');
  const [quantity, setQuantity] = useState('1');
  const [assignee, setAssignee] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === '') {
      setError('Name is required');
      return;
    }
    setError(undefined);
    try {
      await add.mutateAsync({
        vacationId,
        name,
        category,
        quantity: parseQuantity(quantity),
        assignedToId: assignee ? Number(assignee) : null,
      });
      toast({ title: 'Packing item added successfully' });
      setName('');
      setQuantity('1');
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to add packing item' });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Add packing item"
      className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_5rem_minmax(0,1fr)_auto] sm:items-end"
    >
      <FormField id="packing-name" label="Item" error={error}>
        {(field) => (
          <Input {...field} autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
        )}
      </FormField>
      <FormField id="packing-category" label="Category">
        {(field) => (
          <Select
            {...field}
            value={category}
            onChange={(e) => setCategory(e.target.value as PackingCategory)}
          >
            {packingCategories.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="packing-quantity" label="Quantity">
        {(field) => (
          <Input
            {...field}
            inputMode="numeric"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
          />
        )}
      </FormField>
      <FormField id="packing-assignee" label="Who packs it">
        {(field) => (
          <Select {...field} value={assignee} onChange={(e) => setAssignee(e.target.value)}>
            <option value="">Anyone</option>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <Button type="submit" disabled={add.isPending}>
        <PlusIcon aria-hidden />
        Add Item
      </Button>
    </form>
  );
}
