import * as React from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { cn } from '../cn';
import { TOOLTIP_DELAY_MS, type TooltipProps } from './tooltip';
import type { TooltipTriggerBridge, TooltipTriggerProps } from './tooltip-trigger';

/** Stands where Radix expects the trigger element and hands Radix's props and ref to the Tooltip's own child. */
function TriggerProxy({
  bridge,
  ref,
  ...props
}: TooltipTriggerProps & { bridge: TooltipTriggerBridge; ref?: React.Ref<HTMLElement> }) {
  React.useLayoutEffect(() => bridge.connect(props, ref));
  React.useLayoutEffect(() => () => bridge.disconnect(), [bridge]);
  return null;
}

/** The Radix tooltip of one Tooltip (loaded on first use, components/tooltip.tsx). */
export function RadixTooltip({
  bridge,
  content,
  side,
}: Pick<TooltipProps, 'content' | 'side'> & { bridge: TooltipTriggerBridge }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>
          <TriggerProxy bridge={bridge} />
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={4}
            className={cn('z-50 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md')}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-foreground" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
