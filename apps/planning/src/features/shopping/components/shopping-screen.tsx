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
import { useMessages } from '@familyhub/ui/i18n';
import { useFormatPrice } from '../../shared/use-format-price';
import { shoppingMessages } from '../messages';
import { useShoppingPermissions } from '../use-shopping-permissions';
import { AddShoppingItemForm } from './add-shopping-item-form';
import { EditShoppingItemDialog } from './edit-shopping-item-dialog';
import { ToggleableShoppingItemRow } from './toggleable-shopping-item-row';

/** /shopping — the family's shared shopping list (spec 000 §2), a page at a time, kept fresh while others change it. */
export function ShoppingScreen() {
  useLiveUpdates();
  const t = useMessages(shoppingMessages);
  const formatPrice = useFormatPrice();
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
        deleted: {
          title: t('toast.deleted.title'),
          description: t('toast.deleted.body', { name: item.name }),
        },
        failed: t('toast.deleteFailed'),
        queued: t('toast.deleteQueued', { name: item.name }),
      },
    );
  };

  const clear = async () => {
    try {
      const { removed } = await clearCompleted.mutateAsync();
      toast({
        title: t('toast.cleared.title'),
        description: t('toast.cleared.body', { count: removed }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('toast.clearFailed'),
        description: errorMessage(error),
      });
    }
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('screen.title')}</CardTitle>
        {permissions.canClearCompleted && boughtCount > 0 ? (
          <Button variant="outline" size="sm" onClick={() => setConfirmingClear(true)}>
            <ListXIcon aria-hidden />
            {t('screen.clearCompleted')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <AddShoppingItemForm />
        <QueryList
          query={items}
          loadingLabel={t('loading')}
          skeletonClassName="h-14 w-full"
          errorTitle={t('error.load')}
          isEmpty={() => list.length === 0}
          empty={
            <EmptyState icon={<ShoppingCartIcon />} title={t('empty.title')} description={t('empty.body')} />
          }
        >
          {() => (
            <div className="grid gap-3">
              <ul aria-label={t('list.label')} className="grid gap-2">
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
              <LoadMoreButton query={items} label={t('loadMore.label')} errorTitle={t('loadMore.error')} />
            </div>
          )}
        </QueryList>
      </CardContent>
      {list.length > 0 ? (
        <CardFooter className="flex-wrap justify-between gap-2 text-sm">
          <span className="text-muted-foreground">
            {t('footer.counts', { open: openCount, bought: boughtCount })}
          </span>
          <span>
            {t('footer.total')} <strong>{formatPrice(totals.openEstimatedTotal)}</strong>
          </span>
        </CardFooter>
      ) : null}
      <EditShoppingItemDialog item={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={confirmingClear}
        onOpenChange={setConfirmingClear}
        title={t('confirm.clear.title')}
        description={t('confirm.clear.body', { count: boughtCount })}
        confirmLabel={t('confirm.clear.action')}
        destructive
        onConfirm={clear}
      />
    </Card>
  );
}
