import type { DomainId, LiveChange, LiveTopic } from '@familyhub/contracts';

/** Receives one family's changes; the change names the domain that published it. */
export type LiveListener<T extends string = LiveTopic> = (change: { domain: DomainId; topic: T }) => void;

/**
 * "Something changed in this family": what a domain service publishes after each successful write and what its
 * `GET /internal/live/stream` delivers to the gateway. Kept this small so a broker-backed implementation (NATS,
 * issue #17) can replace the in-process one without touching a caller.
 */
export interface LiveEvents<T extends string = LiveTopic> {
  /** Tells every open stream of this family that `topic` changed. Never throws, never waits. */
  publish(familyId: number, topic: T): void;
  /** Listens to one family's changes; returns the function that stops listening. */
  subscribe(familyId: number, listener: LiveListener<T>): () => void;
}

/**
 * In-process fan-out per family, for one domain (`createLiveEvents('planning')`): its topics are type-checked
 * against `liveTopics.planning` in contracts. One instance per process; every stream of that process listens to it.
 */
export function createLiveEvents<D extends DomainId>(domain: D): LiveEvents<LiveTopic<D>> {
  const families = new Map<number, Set<LiveListener<LiveTopic<D>>>>();

  return {
    publish(familyId, topic) {
      const listeners = families.get(familyId);
      if (!listeners) return;
      const change = { domain, topic } satisfies LiveChange<D>;
      // A copy: a listener may unsubscribe (its stream closed) while we deliver.
      for (const listener of [...listeners]) {
        try {
          listener(change);
        } catch {
          // One broken stream must not keep the others (or the write that published) from going on.
        }
      }
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
  };
}
