import { useMemo, useState } from 'react';
import { ListXIcon, ShoppingCartIcon } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  LoadMoreButton,
  QueryList,
  toast,
  deleteWithToast,
} from '@familyhub/ui';
import type { ShoppingItem } from '@familyhub/contracts';
import { useLiveUpdates, errorMessage } from '@familyhub/api-client';
import { useShoppingPages, useDeleteShoppingItem, useClearCompleted } from '../api/shopping-api';
import { formatPrice } from '../format-price';
import { useShoppingPermissions } from '../use-shopping-permissions';
import { AddShoppingItemForm } from './add-shopping-item-form';
import { EditShoppingItemDialog } from './edit-shopping-item-dialog';
import { ToggleableShoppingItemRow } from './toggleable-shopping-item-row';

const itemsWord = (n: number) => (n === 1 ? '1 item' : `${n} items`);

/** /shopping — the family's shared shopping list (spec 000 §2), a page at a time, kept fresh while others change it. */
export function ShoppingScreen() {
  useLiveUpdates();
  const items = useShoppingPages();
  const permissions = useShoppingPermissions();
  const deleteItem = useDeleteShoppingItem();
  const clearCompleted = useClearCompleted();
  const [editing, setEditing] = useState<ShoppingItem | null>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);

  const list = useMemo(() => items.data?.pages.flatMap((page) => page.items) ?? [], [items.data]);
  // The whole list's counts and total, not only the loaded pages' (the first page carries them).
  const totals = items.data?.pages[0]?.totals ?? { open: 0, bought: 0, openEstimatedTotal: 0 };
  const boughtCount = totals.bought;
  const openCount = totals.open;

  const remove = async (item: ShoppingItem) => {
    await deleteWithToast(
      deleteItem,
      { id: item.id, name: item.name },
      {
        deleted: { title: 'Item deleted', description: `"${item.name}" was removed.` },
        failed: 'Failed to delete item',
        queued: `"${item.name}" will be removed when you're back online.`,
      },
    );
  };

  const clear = async () => {
    try {
      const { removed } = await clearCompleted.mutateAsync();
      toast({
        title: 'Completed items cleared',
        description: `${itemsWord(removed)} removed from the list.`,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to clear completed items',
        description: errorMessage(error),
      });
    }
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Shopping List</CardTitle>
        {permissions.canClearCompleted && boughtCount > 0 ? (
          <Button variant="outline" size="sm" onClick={() => setConfirmingClear(true)}>
            <ListXIcon aria-hidden />
            Clear completed
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <AddShoppingItemForm />
        <QueryList
          query={items}
          loadingLabel="Loading shopping list"
          skeletonClassName="h-14 w-full"
          errorTitle="Could not load the shopping list"
          isEmpty={() => list.length === 0}
          empty={
            <EmptyState
              icon={<ShoppingCartIcon />}
              title="The shopping list is empty"
              description="Add what the family needs with the form above."
            />
          }
        >
          {() => (
            <div className="grid gap-3">
              <ul aria-label="Shopping items" className="grid gap-2">
                {list.map((item) => {
                  const manage = permissions.canManage(item);
                  return (
                    <ToggleableShoppingItemRow
                      key={item.id}
                      item={item}
                      onEdit={manage ? () => setEditing(item) : undefined}
                      onDelete={manage ? () => void remove(item) : undefined}
                    />
                  );
                })}
              </ul>
              <LoadMoreButton query={items} label="Load more items" errorTitle="Could not load more items" />
            </div>
          )}
        </QueryList>
      </CardContent>
      {list.length > 0 ? (
        <CardFooter className="flex-wrap justify-between gap-2 text-sm">
          <span className="text-muted-foreground">
            {itemsWord(openCount)} to buy, {boughtCount} bought
          </span>
          <span>
            Estimated total: <strong>{formatPrice(totals.openEstimatedTotal)}</strong>
          </span>
        </CardFooter>
      ) : null}
      <EditShoppingItemDialog item={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={confirmingClear}
        onOpenChange={setConfirmingClear}
        title="Clear completed items?"
        description={`${itemsWord(boughtCount)} already bought will be removed from the list for the whole family.`}
        confirmLabel="Clear completed"
        destructive
        onConfirm={clear}
      />
    </Card>
  );
}
