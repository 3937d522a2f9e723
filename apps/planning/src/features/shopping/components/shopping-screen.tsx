import { useState } from 'react';
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
  toast,
} from '@familyhub/ui';
import type { ShoppingItem } from '@familyhub/contracts';
import { useLiveUpdates } from '@familyhub/api-client';
import { serverMessage } from '../../shared/server-message';
import { useShoppingItems } from '../api/use-shopping-items';
import { useDeleteShoppingItem } from '../api/use-delete-shopping-item';
import { useClearCompleted } from '../api/use-clear-completed';
import { formatPrice, openItemsTotal } from '../format-price';
import { useShoppingPermissions } from '../use-shopping-permissions';
import { AddShoppingItemForm } from './add-shopping-item-form';
import { EditShoppingItemDialog } from './edit-shopping-item-dialog';
import { ToggleableShoppingItemRow } from './toggleable-shopping-item-row';
import { QueryList } from '../../shared/query-list';

const itemsWord = (n: number) => (n === 1 ? '1 item' : `${n} items`);

/** /shopping — the family's shared shopping list (spec 000 §2), kept fresh while others change it. */
export function ShoppingScreen() {
  useLiveUpdates();
  const items = useShoppingItems();
  const permissions = useShoppingPermissions();
  const deleteItem = useDeleteShoppingItem();
  const clearCompleted = useClearCompleted();
  const [editing, setEditing] = useState<ShoppingItem | null>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);

  const list = items.data ?? [];
  const boughtCount = list.filter((item) => item.completed).length;
  const openCount = list.length - boughtCount;

  const remove = async (item: ShoppingItem) => {
    try {
      await deleteItem.mutateAsync(item.id);
      toast({ title: 'Item deleted', description: `"${item.name}" was removed.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to delete item', description: serverMessage(error) });
    }
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
        description: serverMessage(error),
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
          )}
        </QueryList>
      </CardContent>
      {list.length > 0 ? (
        <CardFooter className="flex-wrap justify-between gap-2 text-sm">
          <span className="text-muted-foreground">
            {itemsWord(openCount)} to buy, {boughtCount} bought
          </span>
          <span>
            Estimated total: <strong>{formatPrice(openItemsTotal(list))}</strong>
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
