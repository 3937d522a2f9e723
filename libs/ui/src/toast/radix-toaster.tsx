import { Toast as ToastPrimitive } from 'radix-ui';
import { XIcon } from 'lucide-react';
import { cn } from '../cn';
import { dismissToast, TOAST_DURATION_MS, type ToastItem } from './toast-store';
import { useUiMessages } from '../messages';
import { dismissButtonClasses, TOASTER_HOTKEY, toastClasses, useToast, viewportClasses } from './toaster';

function ToastView({ item }: { item: ToastItem }) {
  const t = useUiMessages();
  const destructive = item.variant === 'destructive';
  return (
    <ToastPrimitive.Root
      open={item.open}
      duration={item.duration ?? TOAST_DURATION_MS}
      type={destructive ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      className={cn(
        toastClasses(destructive),
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
      )}
    >
      <div className="grid gap-1">
        {item.title ? (
          <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
        ) : null}
        {item.description ? (
          <ToastPrimitive.Description className="text-sm opacity-90">
            {item.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close aria-label={t('toast.dismiss')} className={dismissButtonClasses}>
        <XIcon className="size-4" aria-hidden />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * The Radix toaster (loaded with the first toast, toast/toaster.tsx). Radix defaults kept on purpose (spec 000 §9):
 * swipe right past 50 px to dismiss, F8 focuses the notification region.
 */
export function RadixToaster() {
  const t = useUiMessages();
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('toast.label')}
    >
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={[TOASTER_HOTKEY]}
        label={t('toast.region', { hotkey: TOASTER_HOTKEY })}
        className={viewportClasses}
      />
    </ToastPrimitive.Provider>
  );
}
