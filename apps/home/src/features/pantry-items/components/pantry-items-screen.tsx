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
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@familyhub/ui';
import { localIsoDate, relativeDay } from '../../shared/local-date';
import { usePantryCounts, useDeletePantryItem, usePantryItems } from '../api/pantry-items-api';
import { PantryItemFormDialog } from './pantry-item-form-dialog';
import { formatQuantity, pantryCategoryLabels, pantryLocationLabels } from './pantry-labels';
import { BoughtItemsSetting } from './bought-items-setting';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; pantryItem: PantryItem };

const tabs: { value: PantryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'expiring', label: 'Expiring soon' },
  { value: 'expired', label: 'Expired' },
  { value: 'low', label: 'Low stock' },
];

const filterNotes: Record<PantryFilter, string> = {
  all: 'Everything the family keeps, by name.',
  expiring: `Items that expire today or within the next ${PANTRY_EXPIRING_SOON_DAYS} days, soonest first.`,
  expired: 'Items past their expiry date, oldest first.',
  low: 'Items at or below their minimum quantity.',
};

const emptyTexts: Record<PantryFilter, string> = {
  all: 'No pantry items yet',
  expiring: `Nothing expires in the next ${PANTRY_EXPIRING_SOON_DAYS} days`,
  expired: 'Nothing has expired',
  low: 'Nothing is running low',
};

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
      deleted: { title: 'Pantry item deleted', description: `${pantryItem.name} was removed.` },
      failed: 'Failed to delete pantry item',
    });

  return (
    <div className="grid gap-4">
      <PageHeader
        title="Pantry"
        description="What is in the cupboards, fridge and freezer, and what is running low."
        actions={
          mayChange ? (
            <Button onClick={() => setDialog({ mode: 'add' })}>
              <PlusIcon aria-hidden />
              Add item
            </Button>
          ) : null
        }
      />
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <div className="grid gap-1.5">
            <Label htmlFor="pantry-search">Search</Label>
            <div className="relative">
              <SearchIcon
                aria-hidden
                className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground"
              />
              <Input
                id="pantry-search"
                type="search"
                className="pl-8"
                placeholder="Names starting with…"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </div>
          <Tabs value={filter} onValueChange={(value) => setFilter(value as PantryFilter)}>
            <TabsList className="flex h-auto flex-wrap">
              {tabs.map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value}>
                  {tab.label}
                  {counts.data ? (
                    <span className="ml-1 text-muted-foreground">({counts.data[tab.value]})</span>
                  ) : null}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value={filter} className="grid gap-3 pt-2">
              <p className="text-sm text-muted-foreground">{filterNotes[filter]}</p>
              <QueryList
                query={pantryItems}
                loadingLabel="Loading pantry items"
                skeletonCount={3}
                skeletonClassName="h-16 w-full"
                errorTitle="Could not load the pantry"
                isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
                empty={
                  <EmptyState
                    title={q ? `No item starts with “${q}”` : emptyTexts[filter]}
                    description={
                      filter === 'all' && !q
                        ? mayChange
                          ? 'Add the first one with “Add item”.'
                          : 'A parent can add the first one.'
                        : undefined
                    }
                  />
                }
              >
                {(data) => (
                  <div className="grid gap-4">
                    <ul aria-label="Pantry items" className="grid gap-2">
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
                      label="Load more"
                      errorTitle="Could not load more pantry items"
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
  const shared = useMessages(sharedMessages);
  const expiry = pantryExpiryState(item.expiryDate, today);
  const low = isPantryLow(item);
  return (
    <li className="flex items-start justify-between gap-3 rounded-lg border border-border p-3">
      <div className="grid min-w-0 gap-1">
        <p className="font-medium break-words">
          {item.name}{' '}
          <span className="font-normal text-muted-foreground">
            · {formatQuantity(item.quantity, item.unit)}
          </span>
        </p>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="outline">{pantryLocationLabels[item.location]}</Badge>
          <Badge variant="secondary">{pantryCategoryLabels[item.category]}</Badge>
          {expiry === 'expired' ? <Badge variant="destructive">Expired</Badge> : null}
          {expiry === 'expiring' ? <Badge variant="warning">Expiring soon</Badge> : null}
          {low ? <Badge variant="high">Low stock</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {item.expiryDate
            ? `${expiry === 'expired' ? 'Expired' : 'Expires'} ${item.expiryDate} (${relativeDay(shared, item.expiryDate, today)})`
            : 'No expiry date'}
          {item.minQuantity !== null ? ` · minimum ${formatQuantity(item.minQuantity, item.unit)}` : ''}
          {item.lastPurchased ? ` · bought ${item.lastPurchased}` : ''}
          {item.barcode ? ` · barcode ${item.barcode}` : ''}
        </p>
        {item.notes ? <p className="text-sm break-words text-muted-foreground">{item.notes}</p> : null}
      </div>
      <ItemActions
        itemLabel={item.name}
        onEdit={onEdit}
        onDelete={onDelete}
        confirmTitle={`Delete ${item.name}?`}
        confirmDescription="It leaves the pantry for everyone in the family. This cannot be undone."
      />
    </li>
  );
}
