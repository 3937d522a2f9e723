import { useState } from 'react';
import { Link } from '@familyhub/ui/router';
import { useLiveUpdates, useFamilyMoney, useMembers } from '@familyhub/api-client';
import {
  maintenanceCategories,
  maintenanceCategoryLabels,
  type MaintenanceCategory,
} from '@familyhub/contracts';
import {
  Button,
  EmptyState,
  Input,
  Label,
  LoadMoreButton,
  PageHeader,
  QueryList,
  Select,
} from '@familyhub/ui';
import { formatDay } from '../../shared/upkeep-days';
import { useMaintenanceHistory } from '../api/maintenance-api';
import type { HistoryFilter } from '../api/maintenance-api';
import { useFormats } from '@familyhub/ui/i18n';

/** /maintenance/history: what was done, by whom, when and for how much, filtered by category, member and dates. */
export function MaintenanceHistoryScreen() {
  const formats = useFormats();
  const { formatMoney } = useFamilyMoney();
  useLiveUpdates();
  const members = useMembers();
  const [filter, setFilter] = useState<HistoryFilter>({});
  const history = useMaintenanceHistory(filter);
  const totals = history.data?.pages[0]?.totals;
  const set = (key: keyof HistoryFilter, value: string) =>
    setFilter((current) => ({ ...current, [key]: value === '' ? undefined : value }));
  const rangeWrong = filter.from && filter.to && filter.from > filter.to;
  return (
    <div className="grid gap-6">
      <PageHeader title="Maintenance History" description="Everything marked done around the home." />
      <div>
        <Button asChild variant="outline">
          <Link to="/maintenance">Back to Maintenance</Link>
        </Button>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-4">
        <legend className="sr-only">Filter the history</legend>
        <div className="grid gap-1">
          <Label htmlFor="history-category">Category</Label>
          <Select
            id="history-category"
            value={filter.category ?? ''}
            onChange={(e) => set('category', e.target.value as MaintenanceCategory | '')}
          >
            <option value="">All categories</option>
            {maintenanceCategories.map((c) => (
              <option key={c} value={c}>
                {maintenanceCategoryLabels[c]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="history-member">Done by</Label>
          <Select
            id="history-member"
            value={filter.completedById ?? ''}
            onChange={(e) =>
              setFilter((current) => ({
                ...current,
                completedById: e.target.value ? Number(e.target.value) : undefined,
              }))
            }
          >
            <option value="">Anyone</option>
            {members.all.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="history-from">From</Label>
          <Input
            id="history-from"
            type="date"
            value={filter.from ?? ''}
            onChange={(e) => set('from', e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="history-to">To</Label>
          <Input
            id="history-to"
            type="date"
            value={filter.to ?? ''}
            onChange={(e) => set('to', e.target.value)}
          />
        </div>
      </fieldset>
      {rangeWrong ? (
        <p role="alert" className="text-sm text-destructive">
          From must be on or before To.
        </p>
      ) : (
        <>
          {totals ? (
            <p aria-label="History totals" className="text-sm text-muted-foreground">
              {totals.count} {totals.count === 1 ? 'entry' : 'entries'} · {formatMoney(totals.costCents)}{' '}
              spent
            </p>
          ) : null}
          <QueryList
            query={history}
            loadingLabel="Loading maintenance history"
            errorTitle="Could not load the maintenance history"
            isEmpty={(data) => data.pages.every((p) => p.items.length === 0)}
            empty={
              <EmptyState
                title="Nothing in the history"
                description={
                  Object.values(filter).some(Boolean)
                    ? 'Nothing done matches these filters.'
                    : 'Items marked done on Maintenance show here.'
                }
              />
            }
          >
            {(data) => (
              <ul aria-label="Maintenance history" className="grid gap-2">
                {data.pages
                  .flatMap((p) => p.items)
                  .map((entry) => (
                    <li key={entry.id} className="grid gap-1 rounded-lg border p-3">
                      <p className="font-medium">{entry.itemName}</p>
                      <p className="text-sm text-muted-foreground">
                        {[
                          formatDay(formats, entry.completedOn),
                          `by ${members.nameOf(entry.completedById)}`,
                          maintenanceCategoryLabels[entry.category],
                          entry.costCents != null ? formatMoney(entry.costCents) : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                      {entry.notes ? <p className="text-sm">{entry.notes}</p> : null}
                    </li>
                  ))}
              </ul>
            )}
          </QueryList>
          <LoadMoreButton
            query={history}
            label="Load more history"
            errorTitle="Could not load more history"
          />
        </>
      )}
    </div>
  );
}
