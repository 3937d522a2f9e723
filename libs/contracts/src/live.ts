import { z } from 'zod';
import type { DomainId } from './catalogue';
import { domainId } from './platform';

/**
 * Live topics per domain: each is the root of the TanStack query key whose queries a change refreshes
 * (`['tasks']`, `['tasks', 7]`, … all start with `'tasks'`). A domain service publishes only its own topics
 * (`live.publish(familyId, 'tasks')`, type-checked against this list); a remote's `useLiveUpdates()` refetches
 * the queries under the topic. Adding a topic is one line here (a new domain adds its key with its first topic).
 * A topic belongs to one domain only.
 * The lists of school, wellness, home and money are their API resources, which are also their query-key roots.
 */
export const liveTopics = {
  planning: ['tasks', 'shopping-items', 'messages', 'events', 'emergency-contacts', 'vacations'],
  school: ['schools', 'students', 'school-documents', 'homework', 'school-events'],
  wellness: [
    'medications',
    'medication-logs',
    'water-intakes',
    'water-goals',
    'moods',
    'affirmations',
    'me-time-blocks',
  ],
  home: [
    'chores',
    'chore-assignments',
    'rewards',
    'reward-redemptions',
    'recipes',
    'meal-plans',
    'pantry-items',
    'essential-items',
    'maintenance-items',
    'pets',
    'cleaning',
  ],
  money: ['grocery-budgets', 'grocery-trips', 'expenses', 'bills', 'budgets', 'allowances'],
} as const satisfies Partial<Record<DomainId, readonly string[]>>;

type TopicLists = typeof liveTopics;

/** A topic of one domain (`LiveTopic<'planning'>`), or of any domain; none for a domain without a list yet. */
export type LiveTopic<D extends DomainId = DomainId> = D extends keyof TopicLists
  ? TopicLists[D][number]
  : never;

/** The topics of one domain (empty for a domain that has no list yet, e.g. one just generated). */
export function liveTopicsOf(domain: DomainId): readonly string[] {
  return (liveTopics as Partial<Record<DomainId, readonly string[]>>)[domain] ?? [];
}

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

/** The SSE event name of a change, and the browser's one stream. */
export const LIVE_CHANGE_EVENT = 'change';
export const LIVE_STREAM_PATH = '/api/live';
/** Each domain service's stream, opened only by the gateway (signed caller; that caller's family only). */
export const INTERNAL_LIVE_STREAM_PATH = '/internal/live/stream';
