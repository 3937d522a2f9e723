import { randomUUID } from 'node:crypto';
import { request, type IncomingMessage } from 'node:http';
import {
  INTERNAL_LIVE_STREAM_PATH,
  LIVE_CHANGE_EVENT,
  liveChange,
  type DomainId,
} from '@familyhub/contracts';
import { CALLER_HEADER, REQUEST_ID_HEADER, logger, signCaller, type Caller } from '@familyhub/server-kit';
import { createSseParser } from './sse-parser';

/** How the gateway holds its streams to the domain services (ms). */
export interface UpstreamTiming {
  /** A service that has not answered the stream's opening by then is down for now. */
  connectTimeoutMs: number;
  /** Silence for this long (services send a keep-alive every 25 s) means a dead connection: reconnect. */
  idleTimeoutMs: number;
  /** The first reconnect waits about this long; each failure doubles it … */
  retryMinMs: number;
  /** … up to this. */
  retryMaxMs: number;
}

export const UPSTREAM_TIMING: UpstreamTiming = {
  connectTimeoutMs: 2000,
  idleTimeoutMs: 60_000,
  retryMinMs: 500,
  retryMaxMs: 15_000,
};

export interface UpstreamOptions {
  domain: DomainId;
  /** The service's base URL. */
  baseUrl: string;
  internalKey: string;
  /** Whom the stream is opened for: any current member of the family (the service streams that family only). */
  caller(): Caller;
  onChange(topic: string): void;
  /** Called each time the stream opens; `reopened` after a drop (changes made meanwhile may have been missed). */
  onOpen(reopened: boolean): void;
  timing: UpstreamTiming;
}

export interface Upstream {
  /** Resolves once the first attempt has opened or failed: a domain that is down never holds a browser's stream. */
  readonly settled: Promise<void>;
  readonly isOpen: boolean;
  close(): void;
}

/** The wait before reconnect attempt `failures` (1, 2, …): doubling from retryMinMs, capped, with jitter. */
export function retryDelay(failures: number, timing: UpstreamTiming, random = Math.random): number {
  const exponential = Math.min(timing.retryMaxMs, timing.retryMinMs * 2 ** Math.max(0, failures - 1));
  // Between half and all of it, so a restarted service is not hit by every family at the same instant.
  return Math.round(exponential * (0.5 + random() / 2));
}

/**
 * One family's stream from one domain service (`GET /internal/live/stream`, signed), kept open: reconnects with
 * backoff when the service restarts or the connection goes quiet, until `close()`.
 */
export function openUpstream(options: UpstreamOptions): Upstream {
  const log = logger.child({ service: 'gateway', live: options.domain });
  const url = new URL(INTERNAL_LIVE_STREAM_PATH, options.baseUrl);
  let closed = false;
  let open = false;
  let everOpened = false;
  let failures = 0;
  let abortCurrent: (() => void) | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => (settle = resolve));

  function connect() {
    retryTimer = null;
    const requestId = randomUUID();
    let finished = false;
    let idleTimer: NodeJS.Timeout | null = null;

    const req = request(url, {
      // A socket of its own: open streams never take the sockets of ordinary calls.
      agent: false,
      headers: {
        accept: 'text/event-stream',
        [REQUEST_ID_HEADER]: requestId,
        [CALLER_HEADER]: signCaller(options.internalKey, {
          caller: options.caller(),
          method: 'GET',
          path: url.pathname,
          audience: options.domain,
          requestId,
        }),
      },
    });
    const connectTimer = setTimeout(() => end('no answer in time'), options.timing.connectTimeoutMs);

    function resetIdle() {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = setTimeout(() => end('silent for too long'), options.timing.idleTimeoutMs);
    }

    /** The end of this attempt, whatever ended it; reconnects unless the upstream was closed on purpose. */
    function end(reason: string) {
      if (finished) return;
      finished = true;
      clearTimeout(connectTimer);
      if (idleTimer) clearTimeout(idleTimer);
      req.destroy();
      if (abortCurrent === abort) abortCurrent = null;
      const wasOpen = open;
      open = false;
      settle();
      if (closed) return;
      failures += 1;
      const delay = retryDelay(failures, options.timing);
      (wasOpen ? log.info : log.warn).call(
        log,
        { reason, retryInMs: delay },
        'live stream from service dropped',
      );
      retryTimer = setTimeout(connect, delay);
      retryTimer.unref();
    }
    const abort = () => end('closed');
    abortCurrent = abort;

    req.on('response', (res: IncomingMessage) => {
      clearTimeout(connectTimer);
      const type = String(res.headers['content-type'] ?? '');
      if (res.statusCode !== 200 || !type.startsWith('text/event-stream')) {
        res.resume();
        end(`answered ${res.statusCode} ${type}`);
        return;
      }
      open = true;
      failures = 0;
      const reopened = everOpened;
      everOpened = true;
      settle();
      resetIdle();
      const parser = createSseParser(({ event, data }) => {
        if (event !== LIVE_CHANGE_EVENT) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(data);
        } catch {
          return;
        }
        const change = liveChange.safeParse(parsed);
        // A service speaks for its own domain only.
        if (change.success && change.data.domain === options.domain) options.onChange(change.data.topic);
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        resetIdle();
        parser.push(chunk);
      });
      res.on('close', () => end('the service ended the stream'));
      res.on('error', (err) => end(err.message));
      options.onOpen(reopened);
    });
    req.on('error', (err) => end(err.message));
    req.end();
  }

  connect();

  return {
    settled,
    get isOpen() {
      return open;
    },
    close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      abortCurrent?.();
    },
  };
}
