import * as React from 'react';
import { lazyModule, useLazyModule } from '../lazy/lazy-module';
import { dismissToast, getToasts, subscribeToasts, toast } from './toast-store';

export const TOASTER_LABEL = 'Notification';
export const TOASTER_HOTKEY = 'F8';
// Radix's viewport label for that hotkey ("Notifications ({hotkey})").
const VIEWPORT_LABEL = `Notifications (${TOASTER_HOTKEY})`;
export const viewportClasses =
  'fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]';

// Radix's toast (swipe, timers, focus proxies, its collection: ~10 KiB gzip) arrives with the first toast (issue #16).
const radixToaster = lazyModule(() => import(/* webpackChunkName: "ui-toaster" */ './radix-toaster'));

/** Reads the toast store; `toast` and `dismiss` work from anywhere, this hook only adds the current list. */
export function useToast() {
  const toasts = React.useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}

/**
 * Radix's viewport as it stands while no toast has come yet: the same empty, labelled region, which F8 focuses
 * (its keyboard shortcut), so the page reads the same before the toaster's code is loaded.
 */
function EmptyViewport() {
  const viewport = React.useRef<HTMLOListElement>(null);
  React.useEffect(() => {
    const focusOnHotkey = (event: KeyboardEvent) => {
      if (event.code === TOASTER_HOTKEY) viewport.current?.focus();
    };
    document.addEventListener('keydown', focusOnHotkey);
    return () => document.removeEventListener('keydown', focusOnHotkey);
  }, []);
  return (
    <div role="region" aria-label={VIEWPORT_LABEL} tabIndex={-1} style={{ pointerEvents: 'none' }}>
      <ol ref={viewport} tabIndex={-1} className={viewportClasses} />
    </div>
  );
}

/** Mount once (the shell does); the Radix toaster comes with the first toast, raised here or by any remote. */
export function Toaster() {
  const { toasts } = useToast();
  const radix = useLazyModule(radixToaster, toasts.length > 0);
  return radix ? <radix.RadixToaster /> : <EmptyViewport />;
}

/** Alias kept for readers who expect a provider name; it is the same single mount point. */
export const ToastProvider = Toaster;
