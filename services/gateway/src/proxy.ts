import {
  Agent,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import type { Request, RequestHandler } from 'express';
import type { Dispatcher } from 'undici';
// undici's Pool alone: the package's index also loads its fetch, WebSocket, caches and mocks, ~7 MB more of the
// gateway's memory (issue #16) for nothing the gateway uses.
import Pool from 'undici/lib/dispatcher/pool.js';
import { errorCodes } from '@familyhub/contracts';
import {
  CALLER_HEADER,
  REQUEST_ID_HEADER,
  logger,
  signCaller,
  type ServiceName,
} from '@familyhub/server-kit';
import { endUpstreamWhenCut, wasCutForSize } from './body-limit';
import { errorBody } from './error-answer';
import { serviceDisplayNames } from './routes';

export interface ServiceProxyOptions {
  service: ServiceName;
  target: string;
  internalKey: string;
  /** A service that has not accepted the connection by then is unavailable (ms). */
  connectTimeoutMs: number;
  /** A service that has not answered by then is unavailable (ms). */
  responseTimeoutMs: number;
  /** Called with the service's status when it has answered, before the answer reaches the browser. */
  onResponse?(req: Request, statusCode: number): void;
}

/** The longest a kept-alive upstream connection waits idle; the service's own (shorter) keep-alive hint wins. */
export const UPSTREAM_IDLE_TIMEOUT_MS = 30_000;

export function unavailableBody(req: IncomingMessage, service: ServiceName) {
  return errorBody(
    req,
    errorCodes.unavailable,
    `The ${serviceDisplayNames[service]} service is unavailable right now. Please try again shortly.`,
  );
}

/** Hop-by-hop headers (RFC 9110 §7.6.1): for one connection only, never forwarded either way. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
];

/** A read: GET or HEAD without a body (the read lane's calls, and most of the platform's). */
export function isRead(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const { 'content-length': length, 'transfer-encoding': chunked, expect } = req.headers;
  return chunked === undefined && expect === undefined && (length === undefined || length === '0');
}

/**
 * Forwards a request to one service with the same path, adding the signed caller (bound to the
 * exact method and path sent upstream) and the request id. The body is streamed, never parsed.
 *
 * Not a proxy library (issue #16): http-proxy-middleware's passes, plugins and event emitter cost ~80 µs of the
 * gateway's ~500 µs a proxied call, measured with the gateway alone on one core. Reads go through undici's
 * `dispatch` (callbacks, no stream objects): ~20 µs a call less than Node's `http.request` and a pipe, measured the
 * same way. Writes and uploads stay on Node's client and a pipe, whose socket timeout counts a slow upload's bytes
 * (undici's headers timeout would not) and whose request the gateway ends when it cuts a body for size.
 */
export function serviceProxy(options: ServiceProxyOptions): RequestHandler {
  // Upstream connections are kept alive, and an idle one is closed by the gateway BEFORE the service would close it:
  // both clients take the service's `Keep-Alive: timeout=5` hint less 1 s. Node's agent applies the hint only when
  // it has an idle timeout of its own; without one it kept idle sockets forever, and a request sent on a socket the
  // service was closing at that moment failed with ECONNRESET, answered 503 (seen as 4 × 503 in bench:load, #17).
  const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: UPSTREAM_IDLE_TIMEOUT_MS });
  const reads = new Pool(options.target, {
    connections: 256,
    connect: { timeout: options.connectTimeoutMs },
    // No answer, or a pause in it, this long: the service is unavailable.
    headersTimeout: options.responseTimeoutMs,
    bodyTimeout: options.responseTimeoutMs,
    keepAliveTimeout: UPSTREAM_IDLE_TIMEOUT_MS,
    keepAliveMaxTimeout: UPSTREAM_IDLE_TIMEOUT_MS,
    keepAliveTimeoutThreshold: 1000,
  });
  const target = new URL(options.target);

  function fail(req: Request, res: ServerResponse, err: Error) {
    // The gateway cut an oversized body itself and has answered 413; or the browser went away.
    if (wasCutForSize(req) || res.destroyed) return;
    const code = (err as NodeJS.ErrnoException).code;
    (req.log ?? logger).warn({ service: options.service, code, err: err.message }, 'service unavailable');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(JSON.stringify(unavailableBody(req, options.service)));
  }

  /** The headers sent to the service: the browser's, less hop-by-hop ones, with the caller signed for this call. */
  function upstreamHeaders(req: Request): IncomingHttpHeaders {
    const requestId = String(req.id);
    const headers: IncomingHttpHeaders = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    headers[REQUEST_ID_HEADER] = requestId;
    headers[CALLER_HEADER] = signCaller(options.internalKey, {
      caller: req.caller ?? null,
      method: req.method,
      path: req.url,
      audience: options.service,
      requestId,
      clientAddress: req.clientAddress,
    });
    // The forwarded headers are set from what the gateway derived, never passed on from the browser.
    if (req.clientAddress) headers['x-forwarded-for'] = req.clientAddress;
    else delete headers['x-forwarded-for'];
    headers['x-forwarded-proto'] = req.protocol;
    delete headers['x-forwarded-host'];
    delete headers.forwarded;
    return headers;
  }

  /** The service's answer headers as the browser gets them: without the service's hop-by-hop ones. */
  function answerHeaders(upstream: IncomingHttpHeaders) {
    const answer = { ...upstream };
    for (const name of HOP_BY_HOP) delete answer[name];
    return answer;
  }

  function forwardRead(req: Request, res: ServerResponse) {
    let controller: Dispatcher.DispatchController | undefined;
    let gone = false;
    // The browser went away: the service's call is ended too.
    res.once('close', () => {
      if (res.writableFinished) return;
      gone = true;
      controller?.abort(new Error('the browser went away'));
    });
    reads.dispatch(
      { method: req.method as Dispatcher.HttpMethod, path: req.url, headers: upstreamHeaders(req) },
      {
        onRequestStart(started) {
          controller = started;
          if (gone) started.abort(new Error('the browser went away'));
        },
        onResponseStart(_controller, statusCode, headers, statusMessage) {
          options.onResponse?.(req, statusCode);
          if (statusMessage) res.writeHead(statusCode, statusMessage, answerHeaders(headers));
          else res.writeHead(statusCode, answerHeaders(headers));
        },
        onResponseData(started, chunk) {
          if (res.write(chunk)) return;
          started.pause();
          res.once('drain', () => started.resume());
        },
        onResponseEnd() {
          res.end();
        },
        onResponseError(_controller, err) {
          fail(req, res, err);
        },
      },
    );
  }

  return (req, res) => {
    if (isRead(req)) {
      forwardRead(req, res);
      return;
    }
    const path = req.url;
    const headers = upstreamHeaders(req);
    const upstreamReq = request({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path,
      headers,
      agent,
      timeout: options.responseTimeoutMs,
    });
    upstreamReq.once('socket', (socket: Socket) => {
      if (!socket.connecting) return;
      // When the timer is due, the connection may be made already and its news waiting behind the timer: the event
      // loop runs due timers before the sockets' events. Decided one turn later (setImmediate, as undici does for
      // reads), after those events: a gateway held up on a crowded machine answered 503 to writes the service had
      // in fact accepted.
      let check: NodeJS.Immediate | undefined;
      const timer = setTimeout(() => {
        check = setImmediate(() => {
          if (!socket.connecting) return;
          upstreamReq.destroy(Object.assign(new Error('connect timeout'), { code: 'ECONNTIMEOUT' }));
        });
      }, options.connectTimeoutMs);
      const stop = () => {
        clearTimeout(timer);
        if (check) clearImmediate(check);
      };
      socket.once('connect', stop);
      socket.once('close', stop);
    });
    // No answer within the response time: the service is unavailable.
    upstreamReq.once('timeout', () => {
      upstreamReq.destroy(Object.assign(new Error('response timeout'), { code: 'ETIMEDOUT' }));
    });
    upstreamReq.on('error', (err) => fail(req, res, err));
    upstreamReq.once('response', (upstream: IncomingMessage) => {
      options.onResponse?.(req, upstream.statusCode ?? 502);
      res.writeHead(upstream.statusCode ?? 502, upstream.statusMessage, answerHeaders(upstream.headers));
      upstream.pipe(res);
      upstream.on('error', () => res.destroy());
    });
    // The browser went away: the service's call is ended too.
    res.once('close', () => {
      if (!res.writableFinished) upstreamReq.destroy();
    });
    endUpstreamWhenCut(req, upstreamReq);
    req.pipe(upstreamReq);
  };
}
