import type { ShoppingItem } from '@familyhub/contracts';
import { useBoughtIntoPantry } from '../api/bought-into-pantry';
import { useToggleShoppingItem } from '../api/shopping-api';
import { PantryQuestionDialog } from './pantry-question-dialog';
import { ShoppingItemRow } from './shopping-item-row';

/**
 * A row wired to the optimistic bought toggle (used on /shopping and the dashboard); an item ticked as bought may
 * go into the pantry, as the family chose.
 */
export function ToggleableShoppingItemRow(props: {
  item: ShoppingItem;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const toggleItem = useToggleShoppingItem();
  const pantry = useBoughtIntoPantry();
  return (
    <>
      <ShoppingItemRow
        {...props}
        onToggle={(completed) =>
          toggleItem.mutate(
            { id: props.item.id, completed },
            { onSuccess: () => (completed ? void pantry.bought(props.item) : undefined) },
          )
        }
      />
      <PantryQuestionDialog
        item={pantry.asking}
        onAnswer={(choice) => void pantry.answer(choice)}
        onDismiss={pantry.dismiss}
      />
    </>
  );
}
