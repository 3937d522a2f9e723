import * as React from 'react';
import { Slot, type Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '../cn';
import { lazyModule, useLazyModule } from '../lazy/lazy-module';
import { toast } from '../toast/toast-store';
import { uiMessages } from '../messages';

export const overlayClasses = 'fixed inset-0 z-50 bg-black/50';
export const contentClasses =
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-popover p-6 text-popover-foreground shadow-lg outline-none';

// Radix's dialog with its focus trap, scroll lock and aria-hidden on the rest of the page (~20 KiB gzip) arrives when
// a dialog first opens (issue #16). Until then a Dialog keeps its open state and its trigger here; once loaded it is
// Radix's Dialog.Root exactly as before.
const radixDialog = lazyModule(() => import(/* webpackChunkName: "ui-dialog" */ './radix-dialog'));

/** Fetches Radix's dialog ahead of a dialog that is about to open (`lazyDialog` loads a form beside it). */
export function preloadDialogCode(): Promise<unknown> {
  return radixDialog.load();
}

/** What a dialog says when its code cannot be fetched (offline, or a new deploy replaced it) and it cannot open. */
export function toastCouldNotOpen(): void {
  toast({
    title: uiMessages.t('dialog.couldNotOpen.title'),
    description: uiMessages.t('dialog.couldNotOpen.body'),
    variant: 'destructive',
  });
}

interface PendingDialog {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
}

// A Dialog that has not opened yet (or waits for its code): what its trigger and close buttons act on.
const PendingDialogContext = React.createContext<PendingDialog | null>(null);

/** Radix's dialog once this Dialog has opened (its parts render only inside it); throws as Radix does elsewhere. */
function loadedDialog(part: string) {
  const radix = radixDialog.current;
  if (!radix) throw new Error(`\`${part}\` must be used within \`Dialog\``);
  return radix;
}

export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  const { open: openProp, defaultOpen = false, onOpenChange, children } = props;
  const [uncontrolledOpen, setUncontrolledOpen] = React.useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const contentId = React.useId();
  const pending = React.useMemo<PendingDialog>(
    () => ({
      open,
      contentId,
      onOpenChange: (next) => {
        if (openProp === undefined) setUncontrolledOpen(next);
        onOpenChange?.(next);
      },
    }),
    [open, contentId, openProp, onOpenChange],
  );
  // Its code could not be fetched: it cannot open, so it stays closed (its trigger can try again) and says why.
  const radix = useLazyModule(radixDialog, open, () => {
    pending.onOpenChange(false);
    toastCouldNotOpen();
  });
  if (radix) {
    // An uncontrolled dialog opened before its code came carries that state over.
    return (
      <PendingDialogContext.Provider value={null}>
        <radix.DialogPrimitive.Root {...props} defaultOpen={uncontrolledOpen} />
      </PendingDialogContext.Provider>
    );
  }
  return <PendingDialogContext.Provider value={pending}>{children}</PendingDialogContext.Provider>;
}

export function DialogTrigger({
  asChild,
  onClick,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  const pending = React.useContext(PendingDialogContext);
  if (!pending) {
    const { DialogPrimitive: Radix } = loadedDialog('DialogTrigger');
    return <Radix.Trigger asChild={asChild} onClick={onClick} {...props} />;
  }
  // The attributes and the toggle of Radix's trigger.
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      type="button"
      aria-haspopup="dialog"
      aria-expanded={pending.open}
      aria-controls={pending.contentId}
      data-state={pending.open ? 'open' : 'closed'}
      {...props}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) pending.onOpenChange(!pending.open);
      }}
    />
  );
}

export function DialogClose({
  asChild,
  onClick,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Close>) {
  const pending = React.useContext(PendingDialogContext);
  if (!pending) {
    const { DialogPrimitive: Radix } = loadedDialog('DialogClose');
    return <Radix.Close asChild={asChild} onClick={onClick} {...props} />;
  }
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      type="button"
      {...props}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) pending.onOpenChange(false);
      }}
    />
  );
}

// The parts below exist only while the dialog is open, so only once its code is here.

export function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  if (React.useContext(PendingDialogContext)) return null;
  const { DialogPrimitive: Radix } = loadedDialog('DialogPortal');
  return <Radix.Portal {...props} />;
}

export function DialogOverlay(props: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  if (React.useContext(PendingDialogContext)) return null;
  const { DialogOverlay: Overlay } = loadedDialog('DialogOverlay');
  return <Overlay {...props} />;
}

export function DialogContent(
  props: React.ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean },
) {
  if (React.useContext(PendingDialogContext)) return null;
  const { DialogContent: Content } = loadedDialog('DialogContent');
  return <Content {...props} />;
}

export function DialogTitle(props: React.ComponentProps<typeof DialogPrimitive.Title>) {
  if (React.useContext(PendingDialogContext)) return null;
  const { DialogTitle: Title } = loadedDialog('DialogTitle');
  return <Title {...props} />;
}

export function DialogDescription(props: React.ComponentProps<typeof DialogPrimitive.Description>) {
  if (React.useContext(PendingDialogContext)) return null;
  const { DialogDescription: Description } = loadedDialog('DialogDescription');
  return <Description {...props} />;
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-2 text-center sm:text-start', className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
