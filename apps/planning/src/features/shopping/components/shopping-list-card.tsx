import { Link } from 'react-router-dom';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorPanel,
  Skeleton,
} from '@familyhub/ui';
import { serverMessage } from '../../tasks/api/server-message';
import { useShoppingItems } from '../api/use-shopping-items';
import { ToggleableShoppingItemRow } from './toggleable-shopping-item-row';

/** Spec 000 §9: the dashboard shows the first 5 shopping items, and as many placeholders while they load. */
export const DASHBOARD_SHOPPING_LIMIT = 5;

/** The dashboard's Shopping List card: the first items with their checkboxes and a link to /shopping. */
export function ShoppingListCard() {
  const items = useShoppingItems();

  return (
    <Card aria-label="Shopping List" role="region">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>Shopping List</CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to="/shopping">View full list</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {items.isPending ? (
          <ul aria-label="Loading shopping items" aria-busy="true" className="grid gap-2">
            {Array.from({ length: DASHBOARD_SHOPPING_LIMIT }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-10 w-full" />
              </li>
            ))}
          </ul>
        ) : items.isError ? (
          <ErrorPanel
            title="Could not load the shopping list"
            message={serverMessage(items.error)}
            onRetry={() => void items.refetch()}
          />
        ) : items.data.length === 0 ? (
          <EmptyState
            title="Nothing to buy"
            description="Items added on the Shopping List page show up here."
          />
        ) : (
          <ul aria-label="Shopping items" className="grid gap-2">
            {items.data.slice(0, DASHBOARD_SHOPPING_LIMIT).map((item) => (
              <ToggleableShoppingItemRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
