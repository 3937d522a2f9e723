import { errorMessage } from '@familyhub/api-client';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useFirstShoppingItems } from '../api/shopping-api';
import { shoppingMessages } from '../messages';
import { ToggleableShoppingItemRow } from './toggleable-shopping-item-row';

/** Spec 000 §9: the dashboard shows the first 5 shopping items, and as many placeholders while they load. */
export const DASHBOARD_SHOPPING_LIMIT = 5;

/** The dashboard's Shopping List card: the first items with their checkboxes and a link to /shopping. */
export function ShoppingListCard() {
  const t = useMessages(shoppingMessages);
  const items = useFirstShoppingItems(DASHBOARD_SHOPPING_LIMIT);

  return (
    <DashboardCard
      title={t('screen.title')}
      link={{ to: '/shopping', label: t('card.link') }}
      regionLabel={t('screen.title')}
    >
      {items.isPending ? (
        <PlaceholderList
          label={t('card.loading')}
          count={DASHBOARD_SHOPPING_LIMIT}
          lineClassName="h-10 w-full"
        />
      ) : items.isError ? (
        <ErrorPanel
          title={t('error.load')}
          message={errorMessage(items.error)}
          onRetry={() => void items.refetch()}
        />
      ) : items.data.items.length === 0 ? (
        <EmptyState title={t('card.empty.title')} description={t('card.empty.body')} />
      ) : (
        <ul aria-label={t('list.label')} className="grid gap-2">
          {items.data.items.slice(0, DASHBOARD_SHOPPING_LIMIT).map((item) => (
            <ToggleableShoppingItemRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
