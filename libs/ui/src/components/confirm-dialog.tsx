import type * as React from 'react';
import { lazyModule, useLazyModule } from '../lazy/lazy-module';
import { toastCouldNotOpen } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: React.ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive (deleting, removing). */
  destructive?: boolean;
  /** Called when the person confirms; the dialog closes afterwards. */
  onConfirm: () => void | Promise<void>;
}

// Radix's alert dialog arrives when a confirmation is first asked for (issue #16); closed, it renders nothing anyway.
const radixConfirmDialog = lazyModule(
  () => import(/* webpackChunkName: "ui-confirm-dialog" */ './radix-confirm-dialog'),
);

/** "Are you sure?" with Cancel focused first, so Enter never destroys anything by accident. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Its code could not be fetched: nothing to confirm with, so it closes and says why.
  const radix = useLazyModule(radixConfirmDialog, props.open, () => {
    props.onOpenChange(false);
    toastCouldNotOpen();
  });
  return radix ? <radix.RadixConfirmDialog {...props} /> : null;
}
