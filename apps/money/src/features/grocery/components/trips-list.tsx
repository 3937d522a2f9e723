import { useFamilyMoney } from '@familyhub/api-client';
import { deleteWithToast, EmptyState, ItemActions, LoadMoreButton, QueryList } from '@familyhub/ui';
import { ReceiptIcon } from 'lucide-react';
import { formatDay, monthName } from '../../shared/months';
import { useDeleteGroceryTrip, useGroceryTrips } from '../api/grocery-api';

/** One month's trips, newest first, with each receipt's preview (opens the image). */
export function TripsList({ year, month, canChange }: { year: number; month: number; canChange: boolean }) {
  const { formatMoney } = useFamilyMoney();
  const trips = useGroceryTrips(year, month);
  const remove = useDeleteGroceryTrip();

  const deleteTrip = (id: number, store: string) =>
    deleteWithToast(remove, id, {
      deleted: { title: 'Trip deleted', description: `The trip to ${store} was removed.` },
      failed: 'Failed to delete trip',
    });

  return (
    <QueryList
      query={trips}
      loadingLabel="Loading trips"
      skeletonCount={2}
      skeletonClassName="h-14 w-full"
      errorTitle="Could not load the trips"
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      empty={
        <EmptyState
          icon={<ReceiptIcon />}
          title={`No trips in ${monthName(month)} ${year}`}
          description="Add a trip after shopping to see it count toward the budget."
        />
      }
    >
      {(data) => (
        <div className="grid gap-2">
          <ul aria-label={`Trips in ${monthName(month)} ${year}`} className="grid gap-2">
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
                        alt={`Receipt from ${trip.store}`}
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
                      itemLabel={`the trip to ${trip.store} on ${formatDay(trip.date)}`}
                      onDelete={() => void deleteTrip(trip.id, trip.store)}
                      confirmTitle={`Delete the trip to ${trip.store}?`}
                      confirmDescription={`Its ${formatMoney(trip.totalAmountCents)} leaves this month's grocery total. This cannot be undone.`}
                    />
                  ) : null}
                </li>
              ))}
          </ul>
          <LoadMoreButton query={trips} label="Load more trips" errorTitle="Could not load more trips" />
        </div>
      )}
    </QueryList>
  );
}
