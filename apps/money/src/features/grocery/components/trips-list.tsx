import {
  deleteWithToast,
  EmptyState,
  ItemActions,
  LoadMoreButton,
  QueryList,
  useFamilyMoney,
} from '@familyhub/ui';
import { ReceiptIcon } from 'lucide-react';
import { useMessages } from '@familyhub/ui/i18n';
import { useCalendarNames } from '../../shared/months';
import { useDeleteGroceryTrip, useGroceryTrips } from '../api/grocery-api';
import { groceryMessages } from '../messages';

/** One month's trips, newest first, with each receipt's preview (opens the image). */
export function TripsList({ year, month, canChange }: { year: number; month: number; canChange: boolean }) {
  const t = useMessages(groceryMessages);
  const { formatDay, monthYearLabel } = useCalendarNames();
  const { formatMoney } = useFamilyMoney();
  const monthLabel = monthYearLabel(year, month);
  const trips = useGroceryTrips(year, month);
  const remove = useDeleteGroceryTrip();

  const deleteTrip = (id: number, store: string) =>
    deleteWithToast(remove, id, {
      deleted: { title: t('trips.deleted'), description: t('trips.deletedDetail', { store }) },
      failed: t('trips.deleteFailed'),
    });

  return (
    <QueryList
      query={trips}
      loadingLabel={t('trips.loading')}
      skeletonCount={2}
      skeletonClassName="h-14 w-full"
      errorTitle={t('trips.error')}
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      empty={
        <EmptyState
          icon={<ReceiptIcon />}
          title={t('trips.empty.title', { month: monthLabel })}
          description={t('trips.empty.body')}
        />
      }
    >
      {(data) => (
        <div className="grid gap-2">
          <ul aria-label={t('trips.title', { month: monthLabel })} className="grid gap-2">
            {data.pages
              .flatMap((page) => page.items)
              .map((trip) => (
                <li
                  key={trip.id}
                  className="flex items-center gap-3 rounded-lg border border-border bg-card px-3 py-2"
                >
                  {trip.receiptImageUrl ? (
                    <a href={trip.receiptImageUrl} target="_blank" rel="noreferrer" className="shrink-0">
                      <img
                        src={trip.receiptImageUrl}
                        alt={t('trips.receipt', { store: trip.store })}
                        className="size-12 rounded object-cover"
                      />
                    </a>
                  ) : (
                    <div className="flex size-12 shrink-0 items-center justify-center rounded bg-muted text-muted-foreground">
                      <ReceiptIcon className="size-5" aria-hidden />
                    </div>
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{trip.store}</p>
                    <p className="text-sm text-muted-foreground">{formatDay(trip.date)}</p>
                  </div>
                  <span className="font-semibold">{formatMoney(trip.totalAmountCents)}</span>
                  {canChange ? (
                    <ItemActions
                      itemLabel={t('trips.item', { store: trip.store, date: formatDay(trip.date) })}
                      onDelete={() => void deleteTrip(trip.id, trip.store)}
                      confirmTitle={t('trips.confirm.title', { store: trip.store })}
                      confirmDescription={t('trips.confirm.body', {
                        amount: formatMoney(trip.totalAmountCents),
                      })}
                    />
                  ) : null}
                </li>
              ))}
          </ul>
          <LoadMoreButton query={trips} label={t('trips.loadMore')} errorTitle={t('trips.loadMoreError')} />
        </div>
      )}
    </QueryList>
  );
}
