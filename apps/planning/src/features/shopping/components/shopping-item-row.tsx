import { Badge, Checkbox, ItemActions, cn } from '@familyhub/ui';
import type { ShoppingItem } from '@familyhub/contracts';
import { useMessages } from '@familyhub/ui/i18n';
import { categoryLabel } from '../category-label';
import { useFormatPrice } from '../../shared/use-format-price';
import { shoppingMessages } from '../messages';

export interface ShoppingItemRowProps {
  item: ShoppingItem;
  onToggle: (completed: boolean) => void;
  /** Only for those who may change the item; without them the row shows no edit/delete actions. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** A change made offline waits for the network (issue #31). */
  pending?: boolean;
}

/** One line of the list: checkbox, name, quantity, category, estimated price and status. */
export function ShoppingItemRow({ item, onToggle, onEdit, onDelete, pending }: ShoppingItemRowProps) {
  const t = useMessages(shoppingMessages);
  const formatPrice = useFormatPrice();
  return (
    <li
      aria-label={item.name}
      className={cn(
        'flex items-start gap-3 rounded-md border border-border p-3',
        item.completed ? 'bg-muted' : 'bg-card',
      )}
    >
      <Checkbox
        className="mt-1"
        checked={item.completed}
        onCheckedChange={(checked) => onToggle(checked === true)}
        aria-label={t('item.toggle', { name: item.name })}
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span
            className={cn('font-medium break-words', item.completed && 'text-muted-foreground line-through')}
          >
            {item.name}
          </span>
          {item.quantity ? (
            <span className={cn('text-sm text-muted-foreground', item.completed && 'line-through')}>
              {item.quantity}
            </span>
          ) : null}
          {item.status ? <Badge variant="secondary">{item.status}</Badge> : null}
          {pending ? <Badge variant="outline">{t('item.pending')}</Badge> : null}
        </div>
        {item.category || item.estimatedPrice !== null ? (
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            {item.category ? <Badge variant="outline">{categoryLabel(t, item.category)}</Badge> : null}
            {item.estimatedPrice !== null ? (
              <span className={cn(item.completed && 'line-through')}>
                {t('item.estimate', { price: formatPrice(item.estimatedPrice) })}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
      <ItemActions
        itemLabel={`"${item.name}"`}
        onEdit={onEdit}
        onDelete={onDelete}
        confirmTitle={t('confirm.delete.title')}
        confirmDescription={t('confirm.delete.body', { name: item.name })}
      />
    </li>
  );
}
