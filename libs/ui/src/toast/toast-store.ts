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

interface ToastState {
  toasts: readonly ToastItem[];
  listeners: Set<Listener>;
  counter: number;
}

// One store per page, kept on globalThis: @familyhub/ui is a federation singleton, but a remote's own copy of a
// module that imports this file (the `@familyhub/ui/forms` entry, which is not shared, so that zod and
// react-hook-form stay out of the first paint) would otherwise keep toasts the shell's <Toaster> never sees.
const STORE_KEY = Symbol.for('familyhub.toasts');
const state: ToastState = ((globalThis as Record<symbol, ToastState | undefined>)[STORE_KEY] ??= {
  toasts: [],
  listeners: new Set<Listener>(),
  counter: 0,
});

function publish(next: readonly ToastItem[]) {
  state.toasts = next;
  for (const listener of state.listeners) listener(state.toasts);
}

export function getToasts(): readonly ToastItem[] {
  return state.toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  state.listeners.add(listener);
  return () => {
    state.listeners.delete(listener);
  };
}

/** Shows a toast (replacing the one on screen) and returns its id. */
export function toast(input: ToastInput): string {
  state.counter += 1;
  const id = `toast-${state.counter}`;
  publish([{ ...input, id, open: true }, ...state.toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  publish(state.toasts.filter((t) => id !== undefined && t.id !== id));
}
