import http from 'node:http';

/**
 * How long the gateway keeps a caller's idle connection open: longer than the idle pools of the clients and proxies
 * in front of it (a load balancer's 60 s, an API client's agent), so the caller closes first. With Node's default
 * of 5 s, a client that reused its connection just as the gateway closed it got ECONNRESET instead of an answer
 * (seen in the browser tests' API calls on a slow machine: a request sent a few seconds after the last one).
 */
export const CLIENT_IDLE_TIMEOUT_MS = 65_000;

/** The gateway's HTTP server for `handler` (the Express app), with its connections kept as above. */
export function createGatewayServer(handler: http.RequestListener): http.Server {
  const server = http.createServer(handler);
  server.keepAliveTimeout = CLIENT_IDLE_TIMEOUT_MS;
  // Node's advice: the wait for a request's headers outlasts the idle wait, so a request that starts just as a kept
  // connection would time out is not cut off mid-headers.
  server.headersTimeout = CLIENT_IDLE_TIMEOUT_MS + 1_000;
  return server;
}
