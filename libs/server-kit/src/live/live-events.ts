import type { DomainId, LiveChange, LiveTopic } from '@familyhub/contracts';
import { createFamilyListeners } from './family-listeners';
import { createNatsLiveEvents, type NatsLiveEvents } from './nats-live-events';

/** Receives one family's changes; the change names the domain that published it. */
export type LiveListener<T extends string = LiveTopic> = (change: { domain: DomainId; topic: T }) => void;

/**
 * "Something changed in this family": what a domain service publishes after each successful write and what its
 * `GET /internal/live/stream` delivers to the gateway. Kept this small so the in-process and the NATS
 * implementations are interchangeable without touching a caller.
 */
export interface LiveEvents<T extends string = LiveTopic> {
  /** Tells every open stream of this family that `topic` changed. Never throws, never waits. */
  publish(familyId: number, topic: T): void;
  /** Listens to one family's changes; returns the function that stops listening. */
  subscribe(familyId: number, listener: LiveListener<T>): () => void;
  /**
   * Resolves once a change published anywhere after it is sure to reach this family's listeners (a broker has
   * the subscription). In-process: at once.
   */
  whenSubscribed?(familyId: number): Promise<void>;
}

/** In-process fan-out per family: one instance of the service hears only its own writes. */
export function createInProcessLiveEvents<D extends DomainId>(domain: D): LiveEvents<LiveTopic<D>> {
  const families = createFamilyListeners<LiveTopic<D>>();
  return {
    publish(familyId, topic) {
      families.deliver(familyId, { domain, topic } satisfies LiveChange<D>);
    },
    subscribe(familyId, listener) {
      families.add(familyId, listener);
      return () => void families.remove(familyId, listener);
    },
  };
}

const brokers = new Set<NatsLiveEvents<string>>();

/**
 * The live changes of one domain (`createLiveEvents('planning')`), its topics type-checked against
 * `liveTopics.planning` in contracts: through NATS when `NATS_URL` is set (several instances of the service, issue
 * #17), in-process otherwise (the embedded default and tests).
 */
export function createLiveEvents<D extends DomainId>(
  domain: D,
  options: { natsUrl?: string } = { natsUrl: process.env.NATS_URL },
): LiveEvents<LiveTopic<D>> {
  if (!options.natsUrl) return createInProcessLiveEvents(domain);
  const broker = createNatsLiveEvents(domain, { url: options.natsUrl });
  brokers.add(broker as NatsLiveEvents<string>);
  return broker;
}

/** On shutdown: drains every NATS connection this process opened for live changes. */
export async function closeLiveEvents(): Promise<void> {
  const open = [...brokers];
  brokers.clear();
  await Promise.all(open.map((broker) => broker.close()));
}
