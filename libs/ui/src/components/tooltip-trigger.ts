import type * as React from 'react';

/** What Radix's Tooltip.Trigger puts on its child: state attributes and the handlers that open and close it. */
export interface TooltipTriggerProps {
  'data-state'?: string;
  'aria-describedby'?: string;
  onPointerMove?: React.PointerEventHandler;
  onPointerLeave?: React.PointerEventHandler;
  onPointerDown?: React.PointerEventHandler;
  onFocus?: React.FocusEventHandler;
  onBlur?: React.FocusEventHandler;
  onClick?: React.MouseEventHandler;
}

export interface TooltipTriggerState {
  /** The person pointed at or focused the trigger: time to fetch the Radix tooltip. */
  wanted: boolean;
  attributes: { 'data-state'?: string; 'aria-describedby'?: string };
}

type Ref = React.Ref<HTMLElement> | undefined;

function setRef(ref: Ref, node: HTMLElement | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * Links a Tooltip's trigger (the child the page renders from the start) to the Radix Tooltip.Trigger mounted later
 * beside it: Radix's props arrive here and reach the child through stable handlers, so the child is never
 * re-mounted (it keeps its focus, its state, a press in progress) when the tooltip's code arrives.
 */
export class TooltipTriggerBridge {
  private state: TooltipTriggerState = { wanted: false, attributes: { 'data-state': 'closed' } };
  private readonly listeners = new Set<() => void>();
  private trigger: TooltipTriggerProps | undefined;
  private triggerRef: Ref;
  private node: HTMLElement | null = null;
  // Before Radix is here: the event that would have started opening (replayed to Radix when it arrives).
  private pendingOpen: React.PointerEvent | React.FocusEvent | undefined;
  private pointerIsDown = false;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getState = () => this.state;

  private update(next: Partial<TooltipTriggerState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  /** The child's ref (through Slot): Radix's trigger ref follows it. */
  readonly ref = (node: HTMLElement | null) => {
    this.node = node;
    if (this.trigger) setRef(this.triggerRef, node);
  };

  /** Radix's Tooltip.Trigger rendered (every render: its handlers are new each time). */
  connect(props: TooltipTriggerProps, ref: Ref) {
    const first = this.trigger === undefined;
    this.trigger = props;
    if (ref !== this.triggerRef) {
      this.triggerRef = ref;
      setRef(ref, this.node);
    }
    const attributes = { 'data-state': props['data-state'], 'aria-describedby': props['aria-describedby'] };
    const previous = this.state.attributes;
    if (
      attributes['data-state'] !== previous['data-state'] ||
      attributes['aria-describedby'] !== previous['aria-describedby']
    ) {
      this.update({ attributes });
    }
    const pending = this.pendingOpen;
    this.pendingOpen = undefined;
    if (first && pending) {
      if (pending.type === 'focus') {
        if (this.node && this.node.ownerDocument.activeElement === this.node)
          props.onFocus?.(pending as React.FocusEvent);
      } else {
        props.onPointerMove?.(pending as React.PointerEvent);
      }
    }
  }

  disconnect() {
    setRef(this.triggerRef, null);
    this.trigger = undefined;
    this.triggerRef = undefined;
  }

  private want(event: React.PointerEvent | React.FocusEvent) {
    this.pendingOpen = event;
    if (!this.state.wanted) this.update({ wanted: true });
  }

  private readonly releasePointer = () => {
    this.pointerIsDown = false;
  };

  /** Stable handlers for the child: Radix's once it is here; until then they note what would open the tooltip. */
  readonly handlers: Required<Omit<TooltipTriggerProps, 'data-state' | 'aria-describedby'>> = {
    onPointerMove: (event) => {
      if (this.trigger) this.trigger.onPointerMove?.(event);
      else if (event.pointerType !== 'touch' && !this.pendingOpen) this.want(event);
    },
    onPointerLeave: (event) => {
      if (this.trigger) this.trigger.onPointerLeave?.(event);
      else if (this.pendingOpen?.type !== 'focus') this.pendingOpen = undefined;
    },
    onPointerDown: (event) => {
      if (this.trigger) return this.trigger.onPointerDown?.(event);
      // As Radix does: a press closes the tooltip, and the focus that comes with it does not open it.
      this.pendingOpen = undefined;
      this.pointerIsDown = true;
      event.currentTarget.ownerDocument.addEventListener('pointerup', this.releasePointer, { once: true });
    },
    onFocus: (event) => {
      if (this.trigger) this.trigger.onFocus?.(event);
      else if (!this.pointerIsDown) this.want(event);
    },
    onBlur: (event) => {
      if (this.trigger) this.trigger.onBlur?.(event);
      else this.pendingOpen = undefined;
    },
    onClick: (event) => {
      if (this.trigger) this.trigger.onClick?.(event);
      else this.pendingOpen = undefined;
    },
  };
}
