import { useEffect, useState } from 'react';
import { PlusIcon, SearchIcon } from 'lucide-react';
import { useLiveUpdates, useSession } from '@familyhub/api-client';
import {
  canOrganise,
  isPantryLow,
  PANTRY_EXPIRING_SOON_DAYS,
  pantryExpiryState,
  type PantryFilter,
  type PantryItem,
} from '@familyhub/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  deleteWithToast,
  EmptyState,
  Input,
  ItemActions,
  Label,
  LoadMoreButton,
  PageHeader,
  QueryList,
  lazyDialog,
} from '@familyhub/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui/tabs';
import { localIsoDate, relativeDay } from '../../shared/local-date';
import { usePantryCounts, useDeletePantryItem, usePantryItems } from '../api/pantry-items-api';
import { categoryKeys, locationKeys } from './pantry-labels';
import { formatQuantity } from '../../shared/quantity';
import { BoughtItemsSetting } from './bought-items-setting';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { pantryItemsMessages } from '../messages';

// Its form, react-hook-form and the contract's schemas arrive when it first opens (issue #34).
const PantryItemFormDialog = lazyDialog(() =>
  import('./pantry-item-form-dialog').then((m) => m.PantryItemFormDialog),
);

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; pantryItem: PantryItem };

const tabs: readonly PantryFilter[] = ['all', 'expiring', 'expired', 'low'];

/** Waits until typing pauses before the search is sent. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * /pantry: what the family keeps, with a search by name and the filters Expiring soon (≤ 3 days), Expired and
 * Low stock; everyone sees it, admins and parents add, edit and delete items.
 */
export function PantryItemsScreen() {
  const t = useMessages(pantryItemsMessages);
  useLiveUpdates();
  const today = localIsoDate();
  const [filter, setFilter] = useState<PantryFilter>('all');
  const [search, setSearch] = useState('');
  const q = useSettled(search.trim());
  const pantryItems = usePantryItems({ q, filter, today });
  const counts = usePantryCounts(today);
  const role = useSession().data?.user.role;
  const mayChange = role ? canOrganise(role) : false;
  const deletePantryItem = useDeletePantryItem();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });

  const remove = (pantryItem: PantryItem) =>
    deleteWithToast(deletePantryItem, pantryItem.id, {
      deleted: {
        title: t('toast.deleted'),
        description: t('toast.deletedBody', { name: pantryItem.name }),
      },
      failed: t('toast.deleteFailed'),
    });

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
        <CardContent className="grid gap-4 pt-6">
          <div className="grid gap-1.5">
            <Label htmlFor="pantry-search">{t('search.label')}</Label>
            <div className="relative">
              <SearchIcon
                aria-hidden
                className="pointer-events-none absolute top-2.5 start-2.5 size-4 text-muted-foreground"
              />
              <Input
                id="pantry-search"
                type="search"
                className="ps-8"
                placeholder={t('search.placeholder')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </div>
          <Tabs value={filter} onValueChange={(value) => setFilter(value as PantryFilter)}>
            <TabsList className="flex h-auto flex-wrap">
              {tabs.map((tab) => (
                <TabsTrigger key={tab} value={tab}>
                  {t(`tabs.${tab}`)}
                  {counts.data ? (
                    <span className="ms-1 text-muted-foreground">({counts.data[tab]})</span>
                  ) : null}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value={filter} className="grid gap-3 pt-2">
              <p className="text-sm text-muted-foreground">
                {t(`note.${filter}`, { days: PANTRY_EXPIRING_SOON_DAYS })}
              </p>
              <QueryList
                query={pantryItems}
                loadingLabel={t('loading')}
                skeletonCount={3}
                skeletonClassName="h-16 w-full"
                errorTitle={t('error.load')}
                isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
                empty={
                  <EmptyState
                    title={
                      q ? t('empty.search', { q }) : t(`empty.${filter}`, { days: PANTRY_EXPIRING_SOON_DAYS })
                    }
                    description={
                      filter === 'all' && !q
                        ? mayChange
                          ? t('empty.organiser')
                          : t('empty.member')
                        : undefined
                    }
                  />
                }
              >
                {(data) => (
                  <div className="grid gap-4">
                    <ul aria-label={t('list')} className="grid gap-2">
                      {data.pages
                        .flatMap((page) => page.items)
                        .map((pantryItem) => (
                          <PantryRow
                            key={pantryItem.id}
                            item={pantryItem}
                            today={today}
                            onEdit={mayChange ? () => setDialog({ mode: 'edit', pantryItem }) : undefined}
                            onDelete={mayChange ? () => void remove(pantryItem) : undefined}
                          />
                        ))}
                    </ul>
                    <LoadMoreButton
                      query={pantryItems}
                      label={t('loadMore')}
                      errorTitle={t('loadMoreError')}
                    />
                  </div>
                )}
              </QueryList>
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      {mayChange ? <BoughtItemsSetting /> : null}
      {mayChange ? (
        <PantryItemFormDialog
          open={dialog.mode !== 'closed'}
          onOpenChange={(open) => {
            if (!open) setDialog({ mode: 'closed' });
          }}
          pantryItem={dialog.mode === 'edit' ? dialog.pantryItem : undefined}
        />
      ) : null}
    </div>
  );
}

function PantryRow({
  item,
  today,
  onEdit,
  onDelete,
}: {
  item: PantryItem;
  today: string;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const t = useMessages(pantryItemsMessages);
  const shared = useMessages(sharedMessages);
  const formats = useFormats();
  const expiry = pantryExpiryState(item.expiryDate, today);
  const low = isPantryLow(item);
  return (
    <li className="flex items-start justify-between gap-3 rounded-lg border border-border p-3">
      <div className="grid min-w-0 gap-1">
        <p className="font-medium break-words">
          {item.name}{' '}
          <span className="font-normal text-muted-foreground">
            · {formatQuantity(formats, item.quantity, item.unit)}
          </span>
        </p>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="outline">{t(locationKeys[item.location])}</Badge>
          <Badge variant="secondary">{t(categoryKeys[item.category])}</Badge>
          {expiry === 'expired' ? <Badge variant="destructive">{t('row.expiredBadge')}</Badge> : null}
          {expiry === 'expiring' ? <Badge variant="warning">{t('row.expiringBadge')}</Badge> : null}
          {low ? <Badge variant="high">{t('row.lowBadge')}</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {[
            item.expiryDate
              ? t(expiry === 'expired' ? 'row.expired' : 'row.expires', {
                  date: formats.date(item.expiryDate),
                  relative: relativeDay(shared, item.expiryDate, today),
                })
              : t('row.noExpiry'),
            item.minQuantity !== null
              ? t('row.minimum', { quantity: formatQuantity(formats, item.minQuantity, item.unit) })
              : null,
            item.lastPurchased ? t('row.bought', { date: formats.date(item.lastPurchased) }) : null,
            item.barcode ? t('row.barcode', { barcode: item.barcode }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {item.notes ? <p className="text-sm break-words text-muted-foreground">{item.notes}</p> : null}
      </div>
      <ItemActions
        itemLabel={item.name}
        onEdit={onEdit}
        onDelete={onDelete}
        confirmTitle={t('row.delete.title', { name: item.name })}
        confirmDescription={t('row.delete.description')}
      />
    </li>
  );
}
