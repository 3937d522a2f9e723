/** One change a family's open screens should refetch: the topic is the root of the TanStack query key. */
export interface LiveChange {
  topic: string;
}

export type LiveListener = (change: LiveChange) => void;

export interface LiveEvents {
  /** Tells every open stream of this family that `topic` changed. */
  publish(familyId: number, topic: string): void;
  /** Listens to one family's changes; returns the function that stops listening. */
  subscribe(familyId: number, listener: LiveListener): () => void;
  /** How many streams listen to a family (for tests and logs). */
  listenerCount(familyId: number): number;
}

/**
 * In-process fan-out of "something changed" notices, keyed by family id. A planning service is one process;
 * several instances would need a broker (e.g. NATS) between them — see docs/architecture.md.
 */
export function createLiveEvents(): LiveEvents {
  const families = new Map<number, Set<LiveListener>>();

  return {
    publish(familyId, topic) {
      const listeners = families.get(familyId);
      if (!listeners) return;
      // A copy: a listener may unsubscribe (its stream closed) while we deliver.
      for (const listener of [...listeners]) listener({ topic });
    },

    subscribe(familyId, listener) {
      let listeners = families.get(familyId);
      if (!listeners) {
        listeners = new Set();
        families.set(familyId, listeners);
      }
      listeners.add(listener);
      return () => {
        const current = families.get(familyId);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0) families.delete(familyId);
      };
    },

    listenerCount(familyId) {
      return families.get(familyId)?.size ?? 0;
    },
  };
}
