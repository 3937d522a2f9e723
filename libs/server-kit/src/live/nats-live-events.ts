import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import type { DomainId, LiveChange, LiveTopic } from '@familyhub/contracts';
import { logger } from '../logger';
import { createFamilyListeners } from './family-listeners';
import type { LiveEvents, LiveListener } from './live-events';

/** The subject one family's changes of one domain travel on: `familyhub.live.<domain>.<familyId>`. */
export function liveSubject(domain: DomainId, familyId: number): string {
  return `familyhub.live.${domain}.${familyId}`;
}

/** How long a stream waits for its subscription to reach NATS before it answers anyway. */
const SUBSCRIBE_WAIT_MS = 2_000;

export interface NatsLiveEventsOptions {
  /** `NATS_URL`, e.g. `nats://127.0.0.1:4222` (several servers comma-separated). */
  url: string;
  /** A name for this connection in the NATS server's monitoring (default `familyhub-<domain>`). */
  name?: string;
}

export interface NatsLiveEvents<T extends string> extends LiveEvents<T> {
  whenSubscribed(familyId: number): Promise<void>;
  /** Drains the connection: what was published is delivered first. */
  close(): Promise<void>;
}

/**
 * Live changes through NATS, for several instances of one service (issue #17): a write through any instance reaches
 * every stream held open on any instance. Each process holds one connection and one NATS subscription per family
 * with an open stream (made with the family's first listener, dropped with its last); `publish` sends on the
 * family's subject and the change comes back through that subscription, so local and remote streams hear it the
 * same way. The connection is made on first use and reconnects for ever; while it is down, NATS buffers what is
 * published (and a stream reopened by the gateway gets every topic again, docs/architecture.md "Live updates").
 */
export function createNatsLiveEvents<D extends DomainId>(
  domain: D,
  options: NatsLiveEventsOptions,
): NatsLiveEvents<LiveTopic<D>> {
  const log = logger.child({ live: 'nats', domain });
  const families = createFamilyListeners<LiveTopic<D>>();
  const subscriptions = new Map<number, { subscription: Promise<Subscription | undefined> }>();
  let connection: Promise<NatsConnection> | undefined;

  const connection$ = () => {
    connection ??= connect({
      servers: options.url.split(',').map((server) => server.trim()),
      name: options.name ?? `familyhub-${domain}`,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1_000,
    });
    connection.catch((err: unknown) =>
      log.error({ err }, 'cannot connect to NATS: live changes stay unsent'),
    );
    return connection;
  };

  const deliver = (familyId: number, data: Uint8Array) => {
    let change: unknown;
    try {
      change = JSON.parse(new TextDecoder().decode(data));
    } catch {
      return;
    }
    // Only this domain's changes are on this subject; anything else is not ours to pass on.
    if (!isChangeOf(domain, change)) return;
    families.deliver(familyId, change as LiveChange<D>);
  };

  const listenOnNats = (familyId: number) => {
    const subscription = connection$()
      .then(async (nc) => {
        const sub = nc.subscribe(liveSubject(domain, familyId), {
          callback: (err, message) => {
            if (!err) deliver(familyId, message.data);
          },
        });
        // The server has the subscription once the flush returns: a change published after that arrives.
        await nc.flush();
        return sub;
      })
      .catch((err: unknown) => {
        log.warn({ err, familyId }, 'cannot subscribe on NATS');
        return undefined;
      });
    subscriptions.set(familyId, { subscription });
  };

  const stopListening = (familyId: number) => {
    const entry = subscriptions.get(familyId);
    subscriptions.delete(familyId);
    void entry?.subscription.then((sub) => sub?.unsubscribe());
  };

  return {
    publish(familyId, topic) {
      const change = { domain, topic } satisfies LiveChange<D>;
      connection$()
        .then((nc) => nc.publish(liveSubject(domain, familyId), JSON.stringify(change)))
        .catch((err: unknown) => log.warn({ err, familyId, topic }, 'live change not sent'));
    },

    subscribe(familyId, listener: LiveListener<LiveTopic<D>>) {
      const first = families.add(familyId, listener);
      if (first) listenOnNats(familyId);
      return () => {
        if (families.remove(familyId, listener)) stopListening(familyId);
      };
    },

    async whenSubscribed(familyId) {
      const entry = subscriptions.get(familyId);
      if (!entry) return;
      await Promise.race([
        entry.subscription,
        new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref()),
      ]);
    },

    async close() {
      if (!connection) return;
      const nc = await connection.catch(() => undefined);
      await nc?.drain().catch(() => undefined);
    },
  };
}

function isChangeOf(domain: DomainId, change: unknown): boolean {
  if (typeof change !== 'object' || change === null) return false;
  const { domain: from, topic } = change as Record<string, unknown>;
  return from === domain && typeof topic === 'string' && /^[a-z][a-z0-9-]*$/.test(topic);
}
