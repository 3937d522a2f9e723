import { useEffect, useRef } from 'react';
import { useSearchParams } from '@familyhub/ui/router';
import { FOCUS_PARAM } from '@familyhub/contracts';

/** The item a screen was opened on (`?focus=<id>`, as an alert's View Details or a linked task sends it), or null. */
export function useFocusParam(): number | null {
  const [params] = useSearchParams();
  const value = Number(params.get(FOCUS_PARAM));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** Scrolls the focused item into view once, when it first appears. */
export function useScrollIntoViewWhen<T extends HTMLElement>(focused: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (focused) ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [focused]);
  return ref;
}

/** The ring a focused item wears (whole class names, so Tailwind finds them). */
export const focusedItemClass = 'ring-2 ring-primary ring-offset-2 ring-offset-background';
