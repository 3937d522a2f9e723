import type { DomainId } from '@familyhub/contracts';
import type { LiveListener } from './live-events';

/** The listeners of each family in this process; `add` says whether it was the family's first, `remove` its last. */
export function createFamilyListeners<T extends string>() {
  const families = new Map<number, Set<LiveListener<T>>>();
  return {
    add(familyId: number, listener: LiveListener<T>): boolean {
      let listeners = families.get(familyId);
      const first = !listeners;
      if (!listeners) {
        listeners = new Set();
        families.set(familyId, listeners);
      }
      listeners.add(listener);
      return first;
    },
    remove(familyId: number, listener: LiveListener<T>): boolean {
      const current = families.get(familyId);
      if (!current) return false;
      current.delete(listener);
      if (current.size > 0) return false;
      families.delete(familyId);
      return true;
    },
    deliver(familyId: number, change: { domain: DomainId; topic: T }): void {
      const listeners = families.get(familyId);
      if (!listeners) return;
      // A copy: a listener may unsubscribe (its stream closed) while we deliver.
      for (const listener of [...listeners]) {
        try {
          listener(change);
        } catch {
          // One broken stream must not keep the others (or the write that published) from going on.
        }
      }
    },
  };
}
