import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { errorCodes } from '@familyhub/contracts';
import {
  CALLER_HEADER,
  REQUEST_ID_HEADER,
  logger,
  signCaller,
  type ServiceName,
} from '@familyhub/server-kit';
import { endUpstreamWhenCut, wasCutForSize } from './body-limit';
import { serviceDisplayNames } from './routes';

export interface ServiceProxyOptions {
  service: ServiceName;
  target: string;
  internalKey: string;
  /** A service that has not accepted the connection by then is unavailable (ms). */
  connectTimeoutMs: number;
  /** A service that has not answered by then is unavailable (ms). */
  responseTimeoutMs: number;
  /** Called when the service has answered, before the answer reaches the browser. */
  onResponse?(req: Request, upstream: IncomingMessage): void;
}

/** The longest a kept-alive upstream connection waits idle; the service's own (shorter) keep-alive hint wins. */
export const UPSTREAM_IDLE_TIMEOUT_MS = 30_000;

export function unavailableBody(service: ServiceName) {
  return {
    error: errorCodes.unavailable,
    message: `The ${serviceDisplayNames[service]} service is unavailable right now. Please try again shortly.`,
  };
}

/**
 * Forwards a request to one service with the same path, adding the signed caller (bound to the
 * exact method and path sent upstream) and the request id. The body is streamed, never parsed.
 */
export function serviceProxy(options: ServiceProxyOptions): RequestHandler {
  // Upstream connections are kept alive, and an idle one is closed by the gateway BEFORE the service would close it:
  // Node's agent applies the service's `Keep-Alive: timeout=5` hint (minus 1 s) only when the agent has an idle
  // timeout of its own; without one it kept idle sockets forever, and a request sent on a socket the service was
  // closing at that moment failed with ECONNRESET, answered 503 (seen as 4 × 503 in bench:load, issue #17).
  const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: UPSTREAM_IDLE_TIMEOUT_MS });
  const proxy = createProxyMiddleware<Request, ServerResponse>({
    target: options.target,
    agent,
    // The forwarded headers are set below from what the gateway derived, never passed on from the browser.
    xfwd: false,
    proxyTimeout: options.responseTimeoutMs,
    on: {
      proxyReq(proxyReq: ClientRequest, req: Request) {
        const requestId = String(req.id);
        proxyReq.setHeader(REQUEST_ID_HEADER, requestId);
        proxyReq.setHeader(
          CALLER_HEADER,
          signCaller(options.internalKey, {
            caller: req.caller ?? null,
            method: proxyReq.method,
            path: proxyReq.path,
            audience: options.service,
            requestId,
            clientAddress: req.clientAddress,
          }),
        );
        if (req.clientAddress) proxyReq.setHeader('x-forwarded-for', req.clientAddress);
        else proxyReq.removeHeader('x-forwarded-for');
        proxyReq.setHeader('x-forwarded-proto', req.protocol);
        proxyReq.removeHeader('x-forwarded-host');
        proxyReq.removeHeader('forwarded');
        proxyReq.once('socket', (socket: Socket) => {
          if (!socket.connecting) return;
          const timer = setTimeout(() => {
            proxyReq.destroy(Object.assign(new Error('connect timeout'), { code: 'ECONNTIMEOUT' }));
          }, options.connectTimeoutMs);
          socket.once('connect', () => clearTimeout(timer));
          socket.once('close', () => clearTimeout(timer));
        });
        endUpstreamWhenCut(req, proxyReq);
      },
      proxyRes(upstream: IncomingMessage, req: Request) {
        options.onResponse?.(req, upstream);
      },
      error(err: Error, req: Request, res: ServerResponse | Socket) {
        // The gateway cut an oversized body itself and has answered 413.
        if (wasCutForSize(req)) return;
        const code = (err as NodeJS.ErrnoException).code;
        (req.log ?? logger).warn({ service: options.service, code, err: err.message }, 'service unavailable');
        if (!('writeHead' in res)) {
          res.destroy();
          return;
        }
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(503, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
        res.end(JSON.stringify(unavailableBody(options.service)));
      },
    },
  });
  return proxy as unknown as RequestHandler;
}
