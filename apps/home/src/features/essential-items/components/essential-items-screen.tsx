import { useState } from 'react';
import { MinusIcon, PackagePlusIcon, PlusIcon } from 'lucide-react';
import {
  errorMessage,
  isOffline,
  useLiveUpdates,
  usePendingChanges,
  useSession,
} from '@familyhub/api-client';
import { canOrganise, essentialDaysLeft, needsReorder, type EssentialItem } from '@familyhub/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  deleteWithToast,
  EmptyState,
  ItemActions,
  LoadMoreButton,
  PageHeader,
  QueryList,
  toast,
  lazyDialog,
} from '@familyhub/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui/tabs';
import { localIsoDate, relativeDay } from '../../shared/local-date';
import { formatQuantity } from '../../shared/quantity';
import { useDeleteEssentialItem, useEssentialItems, useMarkOneUsed } from '../api/essential-items-api';
import { categoryKeys } from './essential-labels';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { essentialItemsMessages } from '../messages';

// Their forms, react-hook-form and the contracts' schemas arrive when they first open (issue #34).
const EssentialItemFormDialog = lazyDialog(() =>
  import('./essential-item-form-dialog').then((m) => m.EssentialItemFormDialog),
);
const RestockDialog = lazyDialog(
  () => import('./restock-dialog').then((m) => m.RestockDialog),
  ({ item, onOpenChange }) => ({ open: item !== undefined, close: () => onOpenChange(false) }),
);

type DialogState =
  | { mode: 'closed' }
  | { mode: 'add' }
  | { mode: 'edit'; item: EssentialItem }
  | { mode: 'restock'; item: EssentialItem };

/**
 * /essentials: the household's consumables with their stock and reorder threshold; anyone marks one used or
 * restocks, admins and parents add, edit and delete them. Auto-reorder puts a low one on the shopping list.
 */
export function EssentialItemsScreen() {
  const t = useMessages(essentialItemsMessages);
  const formats = useFormats();
  useLiveUpdates();
  const today = localIsoDate();
  const [view, setView] = useState<'all' | 'low'>('all');
  const items = useEssentialItems(view === 'low');
  const role = useSession().data?.user.role;
  const mayChange = role ? canOrganise(role) : false;
  const deleteItem = useDeleteEssentialItem();
  const markUsed = useMarkOneUsed();
  const { isPending: waitsToSync } = usePendingChanges('essential-items');
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });

  const remove = (item: EssentialItem) =>
    deleteWithToast(deleteItem, item.id, {
      deleted: { title: t('toast.deleted'), description: t('toast.deletedBody', { name: item.name }) },
      failed: t('toast.deleteFailed'),
    });

  const usedOne = async (item: EssentialItem) => {
    try {
      const updated = await markUsed.mutateAsync(item);
      if (!updated) {
        // Kept for later (issue #31): the server has it, and may reorder, once the network returns.
        const left = formatQuantity(formats, Math.max(item.currentQuantity - 1, 0), item.unit);
        toast({
          title: t('toast.usedOne', { name: item.name }),
          description: isOffline() ? t('toast.leftOffline', { left }) : t('toast.left', { left }),
        });
        return;
      }
      const putOnList = !item.reorderedAt && updated.reorderedAt;
      const left = formatQuantity(formats, updated.currentQuantity, updated.unit);
      toast({
        title: t('toast.usedOne', { name: item.name }),
        description: putOnList ? t('toast.leftOnList', { left }) : t('toast.left', { left }),
      });
    } catch (error) {
      toast({ variant: 'destructive', title: t('toast.updateFailed'), description: errorMessage(error) });
    }
  };

  return (
    <div className="grid gap-4">
      <PageHeader
        title={t('screen.title')}
        description={t('screen.description')}
        actions={
          mayChange ? (
            <Button onClick={() => setDialog({ mode: 'add' })}>
              <PlusIcon aria-hidden />
              {t('add')}
            </Button>
          ) : null
        }
      />
      <Card>
        <CardContent className="pt-6">
          <Tabs value={view} onValueChange={(value) => setView(value as 'all' | 'low')}>
            <TabsList>
              <TabsTrigger value="all">{t('tabs.all')}</TabsTrigger>
              <TabsTrigger value="low">{t('tabs.low')}</TabsTrigger>
            </TabsList>
            <TabsContent value={view} className="grid gap-3 pt-2">
              {view === 'low' ? <p className="text-sm text-muted-foreground">{t('low.note')}</p> : null}
              <QueryList
                query={items}
                loadingLabel={t('loading')}
                skeletonCount={3}
                skeletonClassName="h-16 w-full"
                errorTitle={t('error.load')}
                isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
                empty={
                  <EmptyState
                    title={view === 'low' ? t('empty.low') : t('empty.all')}
                    description={
                      view === 'all' ? (mayChange ? t('empty.organiser') : t('empty.member')) : undefined
                    }
                  />
                }
              >
                {(data) => (
                  <div className="grid gap-4">
                    <ul aria-label={t('list')} className="grid gap-2">
                      {data.pages
                        .flatMap((page) => page.items)
                        .map((item) => (
                          <EssentialRow
                            key={item.id}
                            item={item}
                            today={today}
                            busy={markUsed.isPending && markUsed.variables?.variables.id === item.id}
                            pending={waitsToSync(item.id)}
                            onUseOne={() => void usedOne(item)}
                            onRestock={() => setDialog({ mode: 'restock', item })}
                            onEdit={mayChange ? () => setDialog({ mode: 'edit', item }) : undefined}
                            onDelete={mayChange ? () => void remove(item) : undefined}
                          />
                        ))}
                    </ul>
                    <LoadMoreButton query={items} label={t('loadMore')} errorTitle={t('loadMoreError')} />
                  </div>
                )}
              </QueryList>
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      {mayChange ? (
        <EssentialItemFormDialog
          open={dialog.mode === 'add' || dialog.mode === 'edit'}
          onOpenChange={(open) => {
            if (!open) setDialog({ mode: 'closed' });
          }}
          essentialItem={dialog.mode === 'edit' ? dialog.item : undefined}
        />
      ) : null}
      <RestockDialog
        item={dialog.mode === 'restock' ? dialog.item : undefined}
        onOpenChange={(open) => {
          if (!open) setDialog({ mode: 'closed' });
        }}
      />
    </div>
  );
}

function EssentialRow({
  item,
  today,
  busy,
  pending,
  onUseOne,
  onRestock,
  onEdit,
  onDelete,
}: {
  item: EssentialItem;
  today: string;
  busy: boolean;
  /** A change made offline waits for the network (issue #31). */
  pending?: boolean;
  onUseOne: () => void;
  onRestock: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const t = useMessages(essentialItemsMessages);
  const shared = useMessages(sharedMessages);
  const formats = useFormats();
  const low = needsReorder(item);
  const daysLeft = essentialDaysLeft(item);
  const details = [
    t('row.reorderAt', { amount: formatQuantity(formats, item.reorderThreshold, item.unit) }),
    daysLeft !== null ? t('row.daysLeft', { days: daysLeft }) : null,
    item.nextReminderDate
      ? t('row.reminder', {
          date: formats.date(item.nextReminderDate),
          relative: relativeDay(shared, item.nextReminderDate, today),
        })
      : null,
    item.lastRestocked ? t('row.restocked', { date: formats.date(item.lastRestocked) }) : null,
  ].filter(Boolean);
  return (
    <li className="grid gap-3 rounded-lg border border-border p-3 sm:flex sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <p className="font-medium break-words">
          {item.name}{' '}
          <span className="font-normal text-muted-foreground">
            · {formatQuantity(formats, item.currentQuantity, item.unit)}
          </span>
        </p>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{t(categoryKeys[item.category])}</Badge>
          {low ? <Badge variant="high">{t('row.needsReorder')}</Badge> : null}
          {item.isAutoReorder ? <Badge variant="outline">{t('row.autoReorder')}</Badge> : null}
          {item.reorderedAt ? <Badge variant="success">{t('row.onList')}</Badge> : null}
          {pending ? <Badge variant="outline">{t('row.waitingToSync')}</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">{details.join(' · ')}</p>
        {item.notes ? <p className="text-sm break-words text-muted-foreground">{item.notes}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onUseOne}
          disabled={busy || item.currentQuantity <= 0}
          aria-label={t('row.usedOneLabel', { name: item.name })}
        >
          <MinusIcon aria-hidden />
          {t('row.usedOne')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onRestock}
          aria-label={t('row.restockLabel', { name: item.name })}
        >
          <PackagePlusIcon aria-hidden />
          {t('row.restock')}
        </Button>
        <ItemActions
          itemLabel={item.name}
          onEdit={onEdit}
          onDelete={onDelete}
          confirmTitle={t('row.delete.title', { name: item.name })}
          confirmDescription={t('row.delete.description')}
        />
      </div>
    </li>
  );
}
