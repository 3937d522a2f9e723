import * as React from 'react';
import { Slot, type Tooltip as TooltipPrimitive } from 'radix-ui';
import { lazyModule, useLazyModule } from '../lazy/lazy-module';
import { TooltipTriggerBridge } from './tooltip-trigger';

/** Spec 000 §9: tooltips open after 700 ms. */
export const TOOLTIP_DELAY_MS = 700;

// Radix's tooltip and its positioning (@floating-ui) are ~20 KiB gzip that no first paint needs (issue #16): they
// arrive when a tooltip is first pointed at or focused, well inside its 700 ms delay.
const radixTooltip = lazyModule(() => import(/* webpackChunkName: "ui-tooltip" */ './radix-tooltip'));

/**
 * The app's tooltip mount point (the shell renders it once). Every Tooltip carries its own Radix provider with the
 * spec's delay, which always took precedence over this one, so it holds no Radix code.
 */
export function TooltipProvider({ children }: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <>{children}</>;
}

export interface TooltipProps {
  /** What the tooltip says. */
  content: React.ReactNode;
  /** The element it describes; must accept a ref (a button, a link). */
  children: React.ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const [bridge] = React.useState(() => new TooltipTriggerBridge());
  const { wanted, attributes } = React.useSyncExternalStore(
    bridge.subscribe,
    bridge.getState,
    bridge.getState,
  );
  const radix = useLazyModule(radixTooltip, wanted);
  return (
    <>
      <Slot.Root {...attributes} {...bridge.handlers} ref={bridge.ref}>
        {children}
      </Slot.Root>
      {radix ? <radix.RadixTooltip bridge={bridge} content={content} side={side} /> : null}
    </>
  );
}
