import { useState } from 'react';
import { Link } from '@familyhub/ui/router';
import { HistoryIcon, PlusIcon } from 'lucide-react';
import {
  errorMessage,
  useLiveUpdates,
  useFamilyMoney,
  useMembers,
  type Members,
} from '@familyhub/api-client';
import {
  maintenanceCategoryLabels,
  maintenanceDueState,
  upkeepFrequencyLabels,
  type MaintenanceItem,
} from '@familyhub/contracts';
import {
  Badge,
  Button,
  EmptyState,
  ItemActions,
  LoadMoreButton,
  PageHeader,
  QueryList,
  toast,
} from '@familyhub/ui';
import { dueLabel, formatDay, todayUtc } from '../../shared/upkeep-days';
import { useMaintenanceItems, useDeleteMaintenanceItem } from '../api/maintenance-api';
import { MaintenanceFormDialog } from './maintenance-form-dialog';
import { MarkDoneDialog } from './mark-done-dialog';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';

const stateBadge = {
  overdue: 'destructive',
  'due-soon': 'warning',
  upcoming: 'secondary',
  done: 'success',
} as const;

function ItemRow({
  item,
  members,
  onEdit,
  onMarkDone,
}: {
  item: MaintenanceItem;
  members: Members;
  onEdit: () => void;
  onMarkDone: () => void;
}) {
  const { formatMoney } = useFamilyMoney();
  const remove = useDeleteMaintenanceItem();
  const shared = useMessages(sharedMessages);
  const formats = useFormats();
  const today = todayUtc();
  const state = maintenanceDueState(item, today);
  const mayMarkDone = members.organiser || (members.me !== undefined && item.assignedToId === members.me.id);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border p-3">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">{item.name}</p>
          <Badge variant={stateBadge[state]}>
            {item.nextDue ? dueLabel(shared, item.nextDue, today) : 'Done'}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {[
            maintenanceCategoryLabels[item.category],
            item.isRecurring ? upkeepFrequencyLabels[item.frequency] : 'One-off',
            item.nextDue ? `next due ${formatDay(formats, item.nextDue)}` : null,
            item.assignedToId ? members.nameOf(item.assignedToId) : 'Unassigned',
            item.estimatedCostCents != null ? `about ${formatMoney(item.estimatedCostCents)}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="text-xs text-muted-foreground">
          {item.lastCompleted
            ? `Last done ${formatDay(formats, item.lastCompleted.slice(0, 10))}`
            : 'Not done yet'}
        </p>
        {item.description ? <p className="text-sm">{item.description}</p> : null}
      </div>
      <div className="flex items-center gap-2">
        {mayMarkDone && item.nextDue ? (
          <Button size="sm" onClick={onMarkDone}>
            Mark Done
          </Button>
        ) : null}
        {members.organiser ? (
          <ItemActions
            itemLabel={item.name}
            onEdit={onEdit}
            onDelete={() =>
              void remove.mutateAsync(item.id).then(
                () => toast({ title: 'Maintenance item deleted' }),
                (error: unknown) =>
                  toast({
                    variant: 'destructive',
                    title: 'Failed to delete maintenance item',
                    description: errorMessage(error),
                  }),
              )
            }
            confirmTitle={`Delete ${item.name}?`}
            confirmDescription="What was already done stays in the maintenance history."
          />
        ) : null}
      </div>
    </li>
  );
}

/** /maintenance: the home's upkeep, next due first, with Mark Done and a link to the history. */
export function MaintenanceScreen() {
  useLiveUpdates();
  const members = useMembers();
  const items = useMaintenanceItems();
  const [editing, setEditing] = useState<MaintenanceItem | 'new' | null>(null);
  const [marking, setMarking] = useState<MaintenanceItem | null>(null);
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Maintenance"
        description="Recurring upkeep for the home, who looks after it and when it is next due."
      />
      <div className="flex flex-wrap gap-2">
        {members.organiser ? (
          <Button onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden />
            Add Item
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to="/maintenance/history">
            <HistoryIcon aria-hidden />
            View History
          </Link>
        </Button>
      </div>
      <QueryList
        query={items}
        loadingLabel="Loading maintenance"
        errorTitle="Could not load maintenance"
        isEmpty={(data) => data.pages.every((p) => p.items.length === 0)}
        empty={
          <EmptyState
            title="No maintenance items yet"
            description={
              members.organiser
                ? 'Add the first item: a filter to change, gutters to clean, a boiler to service.'
                : 'A parent can add the first item.'
            }
          />
        }
      >
        {(data) => (
          <ul aria-label="Maintenance items" className="grid gap-2">
            {data.pages
              .flatMap((p) => p.items)
              .map((item) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  members={members}
                  onEdit={() => setEditing(item)}
                  onMarkDone={() => setMarking(item)}
                />
              ))}
          </ul>
        )}
      </QueryList>
      <LoadMoreButton query={items} label="Load more items" errorTitle="Could not load more items" />
      {members.organiser ? (
        <MaintenanceFormDialog
          open={editing !== null}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          item={editing === 'new' || editing === null ? undefined : editing}
          members={members}
        />
      ) : null}
      <MarkDoneDialog item={marking} onClose={() => setMarking(null)} />
    </div>
  );
}
