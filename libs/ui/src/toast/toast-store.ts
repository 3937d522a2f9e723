import type * as React from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes; 5000 by default (spec 000 §9). */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

/** Spec 000 §9: one toast visible at a time, shown for 5000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

type Listener = (toasts: readonly ToastItem[]) => void;

// Module-level store: @familyhub/ui is a federation singleton, so the shell's <Toaster> shows toasts raised by any remote.
let toasts: readonly ToastItem[] = [];
const listeners = new Set<Listener>();
let counter = 0;

function publish(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows a toast (replacing the one on screen) and returns its id. */
export function toast(input: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  publish(toasts.filter((t) => id !== undefined && t.id !== id));
}
