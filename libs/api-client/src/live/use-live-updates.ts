import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIVE_CHANGE_EVENT, LIVE_STREAM_PATH, liveTopics, type LiveChange } from '@familyhub/contracts';

/** After the last screen lets go, the stream stays this long (a route change mounts the next screen). */
export const LIVE_LINGER_MS = 5000;
/** After the stream failed for good (401 after sign-out, 429, the gateway away), it is opened again after … */
const REOPEN_MIN_MS = 5000;
/** … doubling up to this. */
const REOPEN_MAX_MS = 60_000;

const everyTopic: ReadonlySet<unknown> = new Set(Object.values(liveTopics).flat());

interface LiveConnection {
  source: EventSource | null;
  /** How many mounted hooks use each query client (the shell and every remote share one). */
  clients: Map<QueryClient, number>;
  users: number;
  failures: number;
  droppedSinceOpen: boolean;
  lingerTimer: ReturnType<typeof setTimeout> | null;
  reopenTimer: ReturnType<typeof setTimeout> | null;
}

// One per page: api-client is a Module Federation singleton, and the global key keeps it one even if a
// remote ever bundled its own copy.
const CONNECTION = Symbol.for('familyhub.live-updates');
type PageGlobal = typeof globalThis & { [CONNECTION]?: LiveConnection };

function connection(): LiveConnection {
  const page = globalThis as PageGlobal;
  page[CONNECTION] ??= {
    source: null,
    clients: new Map(),
    users: 0,
    failures: 0,
    droppedSinceOpen: false,
    lingerTimer: null,
    reopenTimer: null,
  };
  return page[CONNECTION];
}

function invalidate(live: LiveConnection, filters: Parameters<QueryClient['invalidateQueries']>[0]) {
  for (const client of live.clients.keys()) void client.invalidateQueries(filters);
}

/**
 * A change names one of the catalogue's topics (the contract's `liveChange`, checked without zod: this runs on every
 * page from the start, and zod loads only with the first form — issue #16). Anything else is ignored.
 */
function isLiveChange(data: unknown): data is LiveChange {
  if (typeof data !== 'object' || data === null) return false;
  const { domain, topic } = data as Record<string, unknown>;
  const topics: Record<string, readonly unknown[]> = liveTopics;
  return typeof domain === 'string' && Object.hasOwn(topics, domain) && topics[domain].includes(topic);
}

function open(live: LiveConnection) {
  live.reopenTimer = null;
  if (live.source || live.users === 0 || typeof EventSource === 'undefined') return;
  const source = new EventSource(LIVE_STREAM_PATH);
  live.source = source;

  source.addEventListener(LIVE_CHANGE_EVENT, (event) => {
    let data: unknown;
    try {
      data = JSON.parse(String((event as MessageEvent).data));
    } catch {
      return;
    }
    if (isLiveChange(data)) invalidate(live, { queryKey: [data.topic] });
  });
  source.addEventListener('open', () => {
    live.failures = 0;
    // Changes made while the stream was down were not heard: refetch what live topics cover.
    if (live.droppedSinceOpen) {
      invalidate(live, { predicate: (query) => everyTopic.has(query.queryKey[0]) });
    }
    live.droppedSinceOpen = false;
  });
  source.addEventListener('error', () => {
    live.droppedSinceOpen = true;
    // CONNECTING: the browser reconnects by itself. CLOSED: it gave up (an error answer); try again later.
    if (source.readyState !== EventSource.CLOSED) return;
    source.close();
    if (live.source === source) live.source = null;
    live.failures += 1;
    const delay = Math.min(REOPEN_MAX_MS, REOPEN_MIN_MS * 2 ** (live.failures - 1));
    live.reopenTimer = setTimeout(() => open(live), delay);
  });
}

function close(live: LiveConnection) {
  live.lingerTimer = null;
  if (live.users > 0) return;
  if (live.reopenTimer) clearTimeout(live.reopenTimer);
  live.reopenTimer = null;
  live.source?.close();
  live.source = null;
  live.failures = 0;
  live.droppedSinceOpen = false;
}

function acquire(client: QueryClient): () => void {
  const live = connection();
  live.users += 1;
  live.clients.set(client, (live.clients.get(client) ?? 0) + 1);
  if (live.lingerTimer) clearTimeout(live.lingerTimer);
  live.lingerTimer = null;
  if (!live.reopenTimer) open(live);
  return () => {
    live.users -= 1;
    const left = (live.clients.get(client) ?? 1) - 1;
    if (left > 0) live.clients.set(client, left);
    else live.clients.delete(client);
    if (live.users === 0) live.lingerTimer = setTimeout(() => close(live), LIVE_LINGER_MS);
  };
}

/**
 * Keeps the screen's queries fresh while other family members change things: every mounted screen of every
 * remote shares ONE EventSource on `GET /api/live`, and each `change` refetches the queries whose key starts
 * with its topic (`{"domain":"planning","topic":"tasks"}` → `['tasks', …]`). Call it once in a screen:
 * `useLiveUpdates();`. Where EventSource does not exist the screen simply works without live updates.
 * `{ enabled: false }` holds no stream (a part of the page shown only for some plans).
 */
export function useLiveUpdates({ enabled = true }: { enabled?: boolean } = {}): void {
  const queryClient = useQueryClient();
  useEffect(() => (enabled ? acquire(queryClient) : undefined), [queryClient, enabled]);
}
