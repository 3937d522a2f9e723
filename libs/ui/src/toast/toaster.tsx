import * as React from 'react';
import { XIcon } from 'lucide-react';
import { cn } from '../cn';
import { lazyModule, useLazyModule } from '../lazy/lazy-module';
import {
  dismissToast,
  getToasts,
  subscribeToasts,
  toast,
  TOAST_DURATION_MS,
  type ToastItem,
} from './toast-store';
import { useUiMessages } from '../messages';

export const TOASTER_HOTKEY = 'F8';
export const viewportClasses =
  'fixed end-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]';

// Radix's toast (swipe, timers, focus proxies, its collection: ~10 KiB gzip) arrives with the first toast (issue #16).
const radixToaster = lazyModule(() => import(/* webpackChunkName: "ui-toaster" */ './radix-toaster'));

/** Reads the toast store; `toast` and `dismiss` work from anywhere, this hook only adds the current list. */
export function useToast() {
  const toasts = React.useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}

/** The look of one toast: Radix's toaster and the plain one below draw the same card. */
export function toastClasses(destructive: boolean): string {
  return cn(
    'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pe-8 shadow-lg',
    destructive
      ? 'border-destructive bg-destructive text-destructive-foreground'
      : 'border-border bg-popover text-popover-foreground',
  );
}

export const dismissButtonClasses =
  'absolute top-2 end-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/**
 * Radix's viewport as it stands while its code is not here: the same labelled region, which F8 focuses (its keyboard
 * shortcut), so the page reads the same before the toaster's code is loaded.
 */
function Viewport({ children }: { children?: React.ReactNode }) {
  const t = useUiMessages();
  const viewport = React.useRef<HTMLOListElement>(null);
  React.useEffect(() => {
    const focusOnHotkey = (event: KeyboardEvent) => {
      if (event.code === TOASTER_HOTKEY) viewport.current?.focus();
    };
    document.addEventListener('keydown', focusOnHotkey);
    return () => document.removeEventListener('keydown', focusOnHotkey);
  }, []);
  return (
    <div
      role="region"
      aria-label={t('toast.region', { hotkey: TOASTER_HOTKEY })}
      tabIndex={-1}
      style={{ pointerEvents: 'none' }}
    >
      <ol ref={viewport} tabIndex={-1} className={viewportClasses}>
        {children}
      </ol>
    </div>
  );
}

/**
 * A toast without Radix, for when its toaster could not be fetched (offline, or a new deploy replaced it): the moment
 * a toast saying something failed matters most. A status message, shown for its time, with its dismiss button.
 */
function PlainToast({ item }: { item: ToastItem }) {
  const t = useUiMessages();
  const destructive = item.variant === 'destructive';
  React.useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), item.duration ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id, item.duration]);
  return (
    <li role="status" aria-live={destructive ? 'assertive' : 'polite'} className={toastClasses(destructive)}>
      <div className="grid gap-1">
        {item.title ? <p className="text-sm font-semibold">{item.title}</p> : null}
        {item.description ? <p className="text-sm opacity-90">{item.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label={t('toast.dismiss')}
        className={dismissButtonClasses}
        onClick={() => dismissToast(item.id)}
      >
        <XIcon className="size-4" aria-hidden />
      </button>
    </li>
  );
}

/** Mount once (the shell does); the Radix toaster comes with the first toast, raised here or by any remote. */
export function Toaster() {
  const { toasts } = useToast();
  const [unavailable, setUnavailable] = React.useState(false);
  const radix = useLazyModule(radixToaster, toasts.length > 0, () => setUnavailable(true));
  if (radix) return <radix.RadixToaster />;
  return (
    <Viewport>{unavailable ? toasts.map((item) => <PlainToast key={item.id} item={item} />) : null}</Viewport>
  );
}

/** Alias kept for readers who expect a provider name; it is the same single mount point. */
export const ToastProvider = Toaster;
