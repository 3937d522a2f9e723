import { usePendingChanges } from '@familyhub/api-client';
import type { ShoppingItem } from '@familyhub/contracts';
import { useBoughtIntoPantry } from '../api/bought-into-pantry';
import { useToggleShoppingItem } from '../api/shopping-api';
import { PantryQuestionDialog } from './pantry-question-dialog';
import { ShoppingItemRow } from './shopping-item-row';

/**
 * A row wired to the optimistic bought toggle (used on /shopping and the dashboard), marked while a change made
 * offline waits for the network; an item ticked as bought may go into the pantry, as the family chose.
 */
export function ToggleableShoppingItemRow(props: {
  item: ShoppingItem;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const toggleItem = useToggleShoppingItem();
  const pantry = useBoughtIntoPantry();
  const { isPending } = usePendingChanges('shopping-items');
  return (
    <>
      <ShoppingItemRow
        {...props}
        pending={isPending(props.item.id)}
        onToggle={(completed) =>
          toggleItem.mutate(
            { id: props.item.id, completed, name: props.item.name },
            // A tick kept offline asks about the pantry once the server has it, not in the aisle.
            { onSuccess: (answer) => (completed && answer ? void pantry.bought(props.item) : undefined) },
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
