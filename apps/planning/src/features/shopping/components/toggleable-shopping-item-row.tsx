import type { ShoppingItem } from '@familyhub/contracts';
import { useToggleShoppingItem } from '../api/toggle-shopping-item';
import { ShoppingItemRow } from './shopping-item-row';

/** A row wired to the optimistic bought toggle (used on /shopping and the dashboard). */
export function ToggleableShoppingItemRow(props: {
  item: ShoppingItem;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const toggleItem = useToggleShoppingItem();
  return (
    <ShoppingItemRow
      {...props}
      onToggle={(completed) => toggleItem.mutate({ id: props.item.id, completed })}
    />
  );
}
