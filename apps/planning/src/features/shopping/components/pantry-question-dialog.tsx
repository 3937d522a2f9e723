import type { ShoppingItem } from '@familyhub/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@familyhub/ui';

/** Asked once per family: should items ticked as bought go into the pantry from now on? */
export function PantryQuestionDialog({
  item,
  onAnswer,
  onDismiss,
}: {
  item: ShoppingItem | null;
  onAnswer: (choice: 'always' | 'never') => void;
  onDismiss: () => void;
}) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add bought items to the pantry?</DialogTitle>
          <DialogDescription>
            {item ? `“${item.name}” is bought. ` : ''}
            The answer is remembered for the whole family; change it later on the Pantry page.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onDismiss}>
            Not now
          </Button>
          <Button variant="outline" onClick={() => onAnswer('never')}>
            No, never
          </Button>
          <Button onClick={() => onAnswer('always')}>Yes, always add them</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
