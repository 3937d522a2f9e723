import { useState } from 'react';
import { Link } from '@familyhub/ui/router';
import { HistoryIcon, PlusIcon } from 'lucide-react';
import { errorMessage, useLiveUpdates, useMembers, type Members } from '@familyhub/api-client';
import { maintenanceDueState, type MaintenanceItem } from '@familyhub/contracts';
import {
  Badge,
  Button,
  EmptyState,
  ItemActions,
  LoadMoreButton,
  PageHeader,
  QueryList,
  toast,
  useFamilyMoney,
  lazyDialog,
} from '@familyhub/ui';
import { dueLabel, formatDay, todayUtc, upkeepFrequencyKeys } from '../../shared/upkeep-days';
import { useMaintenanceItems, useDeleteMaintenanceItem } from '../api/maintenance-api';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { categoryKeys, maintenanceMessages } from '../messages';

// Their forms, react-hook-form and the contracts' schemas arrive when they first open (issue #34).
const MaintenanceFormDialog = lazyDialog(() =>
  import('./maintenance-form-dialog').then((m) => m.MaintenanceFormDialog),
);
const MarkDoneDialog = lazyDialog(
  () => import('./mark-done-dialog').then((m) => m.MarkDoneDialog),
  ({ item, onClose }) => ({ open: item !== null, close: onClose }),
);

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
  const t = useMessages(maintenanceMessages);
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
            {item.nextDue ? dueLabel(shared, item.nextDue, today) : t('item.done')}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {[
            t(categoryKeys[item.category]),
            item.isRecurring ? shared(upkeepFrequencyKeys[item.frequency]) : t('item.oneOff'),
            item.nextDue ? t('item.nextDue', { day: formatDay(formats, item.nextDue) }) : null,
            item.assignedToId
              ? members.nameOf(item.assignedToId, shared('formerMember'))
              : t('item.unassigned'),
            item.estimatedCostCents != null
              ? t('item.about', { amount: formatMoney(item.estimatedCostCents) })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="text-xs text-muted-foreground">
          {item.lastCompleted
            ? t('item.lastDone', { day: formatDay(formats, item.lastCompleted.slice(0, 10)) })
            : t('item.notDoneYet')}
        </p>
        {item.description ? <p className="text-sm">{item.description}</p> : null}
      </div>
      <div className="flex items-center gap-2">
        {mayMarkDone && item.nextDue ? (
          <Button size="sm" onClick={onMarkDone}>
            {t('item.markDone')}
          </Button>
        ) : null}
        {members.organiser ? (
          <ItemActions
            itemLabel={item.name}
            onEdit={onEdit}
            onDelete={() =>
              void remove.mutateAsync(item.id).then(
                () => toast({ title: t('item.toast.deleted') }),
                (error: unknown) =>
                  toast({
                    variant: 'destructive',
                    title: t('item.toast.deleteFailed'),
                    description: errorMessage(error),
                  }),
              )
            }
            confirmTitle={t('item.delete.title', { name: item.name })}
            confirmDescription={t('item.delete.description')}
          />
        ) : null}
      </div>
    </li>
  );
}

/** /maintenance: the home's upkeep, next due first, with Mark Done and a link to the history. */
export function MaintenanceScreen() {
  const t = useMessages(maintenanceMessages);
  useLiveUpdates();
  const members = useMembers();
  const items = useMaintenanceItems();
  const [editing, setEditing] = useState<MaintenanceItem | 'new' | null>(null);
  const [marking, setMarking] = useState<MaintenanceItem | null>(null);
  return (
    <div className="grid gap-6">
      <PageHeader title={t('screen.title')} description={t('screen.description')} />
      <div className="flex flex-wrap gap-2">
        {members.organiser ? (
          <Button onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden />
            {t('add')}
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to="/maintenance/history">
            <HistoryIcon aria-hidden />
            {t('viewHistory')}
          </Link>
        </Button>
      </div>
      <QueryList
        query={items}
        loadingLabel={t('loading')}
        errorTitle={t('error.load')}
        isEmpty={(data) => data.pages.every((p) => p.items.length === 0)}
        empty={
          <EmptyState
            title={t('empty.title')}
            description={members.organiser ? t('empty.organiser') : t('empty.member')}
          />
        }
      >
        {(data) => (
          <ul aria-label={t('list')} className="grid gap-2">
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
      <LoadMoreButton query={items} label={t('loadMore')} errorTitle={t('loadMoreError')} />
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
