import { Router } from 'express';
import { callerOf } from '@familyhub/server-kit';
import type { LiveEvents } from './live-events';

/** A comment line every 25 s keeps proxies and the browser from dropping an idle stream. */
export const KEEP_ALIVE_MS = 25_000;

/**
 * GET /api/planning/stream — Server-Sent Events for the caller's family only: `event: change` with
 * `{"topic": "<query-key root>"}` whenever another screen or member changed that resource.
 */
export function liveRouter(live: LiveEvents, options: { keepAliveMs?: number } = {}): Router {
  const router = Router();

  router.get('/api/planning/stream', (req, res) => {
    const caller = callerOf(req);
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    // Tells EventSource how long to wait before reconnecting after the stream drops.
    res.write('retry: 3000\n\n');

    const unsubscribe = live.subscribe(caller.familyId, ({ topic }) => {
      res.write(`event: change\ndata: ${JSON.stringify({ topic })}\n\n`);
    });
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), options.keepAliveMs ?? KEEP_ALIVE_MS);
    keepAlive.unref();

    res.on('close', () => {
      clearInterval(keepAlive);
      unsubscribe();
    });
  });

  return router;
}
