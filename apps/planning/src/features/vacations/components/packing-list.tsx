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
import { useMessages } from '@familyhub/ui/i18n';
import { vacationsMessages } from '../messages';
import { parseQuantity } from '../vacation-days';

type CreatePackingItem = z.output<typeof createPackingItemBody>;

/** A packing category's name in the member's language; one not offered here shows as stored. */
function categoryLabel(t: (typeof vacationsMessages)['t'], category: string): string {
  return (packingCategories as readonly string[]).includes(category)
    ? t(`category.${category as PackingCategory}`)
    : category;
}

export interface PackingListProps {
  vacationId: number;
  /** Admins and parents may change any item; others only the items assigned to them. */
  mayChange: (item: PackingItem) => boolean;
}

/** The Packing List sub-tab: tick what is packed, add and delete items (spec 000 §2 Vacations). */
export function PackingList({ vacationId, mayChange }: PackingListProps) {
  const t = useMessages(vacationsMessages);
  const items = usePackingItems(vacationId);
  const update = useUpdatePackingItem();
  const remove = useDeletePackingItem();
  const { byId: membersById } = useMembers();

  const toggle = async (item: PackingItem) => {
    try {
      await update.mutateAsync({ id: item.id, body: { isPacked: !item.isPacked } });
    } catch {
      toast({
        variant: 'destructive',
        title: t('toast.error'),
        description: t('packing.toast.updateFailed'),
      });
    }
  };
  const deleteItem = async (item: PackingItem) => {
    await deleteWithToast(remove, item.id, {
      deleted: {
        title: t('packing.toast.deleted.title'),
        description: t('packing.toast.deleted.body', { name: item.name }),
      },
      failed: t('packing.toast.deleteFailed'),
    });
  };

  return (
    <div className="grid gap-4">
      <AddPackingItemForm vacationId={vacationId} />
      <QueryList
        query={items}
        loadingLabel={t('packing.loading')}
        errorTitle={t('packing.error')}
        skeletonClassName="h-10 w-full"
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={t('packing.empty.title')} description={t('packing.empty.body')} />}
      >
        {(data) => (
          <ul aria-label={t('packing.label')} className="grid gap-2">
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
                    aria-label={t('packing.toggle', { name: item.name })}
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
                  <Badge variant="secondary">{categoryLabel(t, item.category)}</Badge>
                  {assignee ? <span className="text-sm text-muted-foreground">{assignee.name}</span> : null}
                  <ItemActions
                    itemLabel={item.name}
                    onDelete={mayChange(item) ? () => void deleteItem(item) : undefined}
                    confirmTitle={t('packing.confirmDelete.title')}
                    confirmDescription={t('packing.confirmDelete.body', { name: item.name })}
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
  const t = useMessages(vacationsMessages);
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
      toast({ title: t('packing.toast.added') });
      // The category and who packs it stay for the next item of the same kind.
      form.reset({ ...form.getValues(), name: '', quantity: '1' });
    } catch {
      toast({ variant: 'destructive', title: t('toast.error'), description: t('packing.toast.addFailed') });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('packing.form')}
      className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_5rem_minmax(0,1fr)_auto] sm:items-end"
    >
      <FormField id="packing-name" label={t('packing.item.label')} error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="off" {...form.register('name')} />}
      </FormField>
      <FormField id="packing-category" label={t('packing.category.label')} error={errors.category?.message}>
        {(field) => (
          <Select {...field} {...form.register('category')}>
            {packingCategories.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(t, c)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="packing-quantity" label={t('packing.quantity.label')} error={errors.quantity?.message}>
        {(field) => <Input {...field} inputMode="numeric" {...form.register('quantity')} />}
      </FormField>
      <FormField id="packing-assignee" label={t('packing.assignee.label')} error={errors.assignee?.message}>
        {(field) => (
          <Select {...field} {...form.register('assignee')}>
            <option value="">{t('packing.assignee.anyone')}</option>
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
        {t('packing.add')}
      </Button>
    </form>
  );
}
