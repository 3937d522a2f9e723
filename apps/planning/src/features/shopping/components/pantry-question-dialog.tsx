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
import { useMessages } from '@familyhub/ui/i18n';
import { shoppingMessages } from '../messages';

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
  const t = useMessages(shoppingMessages);
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('pantry.title')}</DialogTitle>
          <DialogDescription>
            {item ? t('pantry.bodyWithItem', { name: item.name }) : t('pantry.body')}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onDismiss}>
            {t('pantry.notNow')}
          </Button>
          <Button variant="outline" onClick={() => onAnswer('never')}>
            {t('pantry.never')}
          </Button>
          <Button onClick={() => onAnswer('always')}>{t('pantry.always')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
