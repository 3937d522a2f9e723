import * as React from 'react';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { useUiMessages } from '../messages';

export interface ItemActionsProps {
  /** How the buttons name the item: they read "Edit {itemLabel}" and "Delete {itemLabel}". */
  itemLabel: string;
  /** Without it there is no Edit button. */
  onEdit?: () => void;
  /** Without it there is no Delete button; it runs only after the person confirms. */
  onDelete?: () => void;
  confirmTitle: string;
  confirmDescription?: React.ReactNode;
}

/** The Edit / Delete icon buttons at the end of a list row; Delete asks first. Renders nothing without actions. */
export function ItemActions({
  itemLabel,
  onEdit,
  onDelete,
  confirmTitle,
  confirmDescription,
}: ItemActionsProps) {
  const [confirmingDelete, setConfirmingDelete] = React.useState(false);
  const t = useUiMessages();
  if (!onEdit && !onDelete) return null;
  return (
    <div className="flex shrink-0 gap-1">
      {onEdit ? (
        <Button
          variant="ghost"
          size="icon"
          onClick={onEdit}
          aria-label={t('actions.edit', { item: itemLabel })}
        >
          <PencilIcon aria-hidden />
        </Button>
      ) : null}
      {onDelete ? (
        <>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setConfirmingDelete(true)}
            aria-label={t('actions.delete', { item: itemLabel })}
          >
            <Trash2Icon aria-hidden />
          </Button>
          <ConfirmDialog
            open={confirmingDelete}
            onOpenChange={setConfirmingDelete}
            title={confirmTitle}
            description={confirmDescription}
            confirmLabel={t('actions.confirmDelete')}
            destructive
            onConfirm={onDelete}
          />
        </>
      ) : null}
    </div>
  );
}
