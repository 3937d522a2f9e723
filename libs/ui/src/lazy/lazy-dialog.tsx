import * as React from 'react';
import { preloadDialogCode, toastCouldNotOpen } from '../components/dialog';
import { lazyModule, useLazyModule } from './lazy-module';

/** What every dialog component is given: whether it is open, and how it asks to close. */
export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A page's dialog whose code (its form, react-hook-form, zod and the contract's schemas) is fetched when it first
 * opens, not with the page (issue #34: building the schemas was most of a domain page's blocking time at start).
 * It renders nothing until then; the dialog's own code (Radix) is fetched beside it, so the first open waits for
 * one round trip, as every dialog already did. Once here it stays, so it closes as it always did. If its code
 * cannot be fetched (offline, or a new deploy replaced it) the dialog stays closed and says so, as a Dialog does.
 *
 * ```tsx
 * const DocumentFormDialog = lazyDialog(() =>
 *   import('./document-form-dialog').then((m) => m.DocumentFormDialog),
 * );
 * ```
 */
export function lazyDialog<P extends LazyDialogProps>(
  importDialog: () => Promise<React.ComponentType<P>>,
): React.ComponentType<P>;
/** A dialog opened otherwise (`occurrence={…}` / `onClose`): `state` reads whether it is open and how it closes. */
export function lazyDialog<P extends object>(
  importDialog: () => Promise<React.ComponentType<P>>,
  state: (props: P) => { open: boolean; close: () => void },
): React.ComponentType<P>;
export function lazyDialog<P extends object>(
  importDialog: () => Promise<React.ComponentType<P>>,
  state: (props: P) => { open: boolean; close: () => void } = (props) => {
    const { open, onOpenChange } = props as unknown as LazyDialogProps;
    return { open, close: () => onOpenChange(false) };
  },
): React.ComponentType<P> {
  const dialog = lazyModule(importDialog);
  function LazyDialog(props: P) {
    const { open, close } = state(props);
    React.useEffect(() => {
      if (open) void preloadDialogCode().catch(() => undefined);
    }, [open]);
    const Loaded = useLazyModule(dialog, open, () => {
      close();
      toastCouldNotOpen();
    });
    return Loaded ? <Loaded {...props} /> : null;
  }
  return LazyDialog;
}
