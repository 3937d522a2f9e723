import { errorMessage } from '@familyhub/api-client';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList } from '@familyhub/ui';
import { useFirstShoppingItems } from '../api/shopping-api';
import { ToggleableShoppingItemRow } from './toggleable-shopping-item-row';

/** Spec 000 §9: the dashboard shows the first 5 shopping items, and as many placeholders while they load. */
export const DASHBOARD_SHOPPING_LIMIT = 5;

/** The dashboard's Shopping List card: the first items with their checkboxes and a link to /shopping. */
export function ShoppingListCard() {
  const items = useFirstShoppingItems(DASHBOARD_SHOPPING_LIMIT);

  return (
    <DashboardCard
      title="Shopping List"
      link={{ to: '/shopping', label: 'View full list' }}
      regionLabel="Shopping List"
    >
      {items.isPending ? (
        <PlaceholderList
          label="Loading shopping items"
          count={DASHBOARD_SHOPPING_LIMIT}
          lineClassName="h-10 w-full"
        />
      ) : items.isError ? (
        <ErrorPanel
          title="Could not load the shopping list"
          message={errorMessage(items.error)}
          onRetry={() => void items.refetch()}
        />
      ) : items.data.items.length === 0 ? (
        <EmptyState
          title="Nothing to buy"
          description="Items added on the Shopping List page show up here."
        />
      ) : (
        <ul aria-label="Shopping items" className="grid gap-2">
          {items.data.items.slice(0, DASHBOARD_SHOPPING_LIMIT).map((item) => (
            <ToggleableShoppingItemRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
