import { useState } from 'react';
import { Link } from '@familyhub/ui/router';
import { useLiveUpdates, useMembers } from '@familyhub/api-client';
import { maintenanceCategories, type MaintenanceCategory } from '@familyhub/contracts';
import {
  Button,
  EmptyState,
  Input,
  Label,
  LoadMoreButton,
  PageHeader,
  QueryList,
  Select,
  useFamilyMoney,
} from '@familyhub/ui';
import { formatDay } from '../../shared/upkeep-days';
import { useMaintenanceHistory } from '../api/maintenance-api';
import type { HistoryFilter } from '../api/maintenance-api';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { categoryKeys, maintenanceMessages } from '../messages';

/** /maintenance/history: what was done, by whom, when and for how much, filtered by category, member and dates. */
export function MaintenanceHistoryScreen() {
  const t = useMessages(maintenanceMessages);
  const shared = useMessages(sharedMessages);
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
      <PageHeader title={t('history.title')} description={t('history.description')} />
      <div>
        <Button asChild variant="outline">
          <Link to="/maintenance">{t('history.back')}</Link>
        </Button>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-4">
        <legend className="sr-only">{t('history.filter')}</legend>
        <div className="grid gap-1">
          <Label htmlFor="history-category">{t('history.category')}</Label>
          <Select
            id="history-category"
            value={filter.category ?? ''}
            onChange={(e) => set('category', e.target.value as MaintenanceCategory | '')}
          >
            <option value="">{t('history.allCategories')}</option>
            {maintenanceCategories.map((c) => (
              <option key={c} value={c}>
                {t(categoryKeys[c])}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="history-member">{t('history.doneBy')}</Label>
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
            <option value="">{t('history.anyone')}</option>
            {members.all.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="history-from">{t('history.from')}</Label>
          <Input
            id="history-from"
            type="date"
            value={filter.from ?? ''}
            onChange={(e) => set('from', e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="history-to">{t('history.to')}</Label>
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
          {t('history.rangeWrong')}
        </p>
      ) : (
        <>
          {totals ? (
            <p aria-label={t('history.totals')} className="text-sm text-muted-foreground">
              {t('history.totalsText', { count: totals.count, amount: formatMoney(totals.costCents) })}
            </p>
          ) : null}
          <QueryList
            query={history}
            loadingLabel={t('history.loading')}
            errorTitle={t('history.error')}
            isEmpty={(data) => data.pages.every((p) => p.items.length === 0)}
            empty={
              <EmptyState
                title={t('history.empty.title')}
                description={
                  Object.values(filter).some(Boolean) ? t('history.empty.filtered') : t('history.empty.body')
                }
              />
            }
          >
            {(data) => (
              <ul aria-label={t('history.list')} className="grid gap-2">
                {data.pages
                  .flatMap((p) => p.items)
                  .map((entry) => (
                    <li key={entry.id} className="grid gap-1 rounded-lg border p-3">
                      <p className="font-medium">{entry.itemName}</p>
                      <p className="text-sm text-muted-foreground">
                        {[
                          formatDay(formats, entry.completedOn),
                          t('history.by', {
                            name: members.nameOf(entry.completedById, shared('formerMember')),
                          }),
                          t(categoryKeys[entry.category]),
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
            label={t('history.loadMore')}
            errorTitle={t('history.loadMoreError')}
          />
        </>
      )}
    </div>
  );
}
