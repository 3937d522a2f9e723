import { z } from 'zod';
import type { DomainId, LiveTopic } from './catalogue';
import { domainId } from './platform';

// The topics of each domain are in the domain catalogue (`liveTopics` of each entry).
export { liveTopics, liveTopicsOf, type LiveTopic } from './catalogue';

/** The shape of a topic on the wire: what a service may publish and the gateway forwards (kebab-case, short). */
export const liveTopic = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/**
 * One live change: "something under `topic` changed in your family, refetch it". Sent as Server-Sent Events
 * `event: change` / `data: {"domain":"planning","topic":"tasks"}` by each service's `GET /internal/live/stream`
 * and, fanned in from every domain the caller has, by the gateway's `GET /api/live`. It carries no data: the
 * screens refetch through the API, which applies every rule again.
 */
export const liveChange = z.object({ domain: domainId, topic: liveTopic });
export interface LiveChange<D extends DomainId = DomainId> {
  domain: D;
  topic: LiveTopic<D>;
}

export { LIVE_CHANGE_EVENT, LIVE_STREAM_PATH, INTERNAL_LIVE_STREAM_PATH } from './live-stream';
