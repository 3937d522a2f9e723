import { Router } from 'express';
import { INTERNAL_LIVE_STREAM_PATH, LIVE_CHANGE_EVENT } from '@familyhub/contracts';
import { unauthenticated } from '../errors';
import { endOnShutdown } from '../shutdown';
import type { LiveEvents } from './live-events';

/** A comment line every 25 s keeps proxies and the gateway's idle check (60 s) from dropping a quiet stream. */
export const LIVE_KEEP_ALIVE_MS = 25_000;

export interface LiveStreamRouterOptions {
  keepAliveMs?: number;
  /** Counts the streams open now (the service's `live_streams_open` metric). */
  openStreams?: { inc(): void; dec(): void };
}

/**
 * GET /internal/live/stream — Server-Sent Events for the signed caller's family only: `event: change` with
 * `{"domain":"<id>","topic":"<query-key root>"}` after each write, `: keep-alive` comments in between.
 * Only the gateway opens it (the service frame's signature check), once per family and domain, and fans the
 * changes out to the family's browsers (`GET /api/live`). The answer starts only once the stream is
 * subscribed, so a change made after the gateway saw the 200 always arrives.
 */
export function liveStreamRouter(live: LiveEvents<string>, options: LiveStreamRouterOptions = {}): Router {
  const router = Router();

  router.get(INTERNAL_LIVE_STREAM_PATH, async (req, res) => {
    // The service frame has checked the gateway's signature; an anonymous call has no family to hear.
    const caller = req.caller;
    if (!caller) throw unauthenticated();
    const unsubscribe = live.subscribe(caller.familyId, (change) => {
      res.write(`event: ${LIVE_CHANGE_EVENT}\ndata: ${JSON.stringify(change)}\n\n`);
    });
    // With a broker (NATS), the 200 waits until the broker has the subscription (at most 2 s).
    await live.whenSubscribed?.(caller.familyId);
    if (res.destroyed) {
      unsubscribe();
      return;
    }
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.write(': live\n\n');
    const keepAlive = setInterval(
      () => res.write(': keep-alive\n\n'),
      options.keepAliveMs ?? LIVE_KEEP_ALIVE_MS,
    );
    keepAlive.unref();
    options.openStreams?.inc();

    // Draining for shutdown: the stream ends, and the gateway reopens it on another instance.
    const forget = endOnShutdown(() => res.end());
    res.on('close', () => {
      options.openStreams?.dec();
      clearInterval(keepAlive);
      unsubscribe();
      forget();
    });
  });

  return router;
}
