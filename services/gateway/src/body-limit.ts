import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Request } from 'express';
import { errorCodes } from '@familyhub/contracts';
import { errorBody } from './error-answer';

export const JSON_BODY_LIMIT = 1024 * 1024;
/** Multipart uploads may be larger; each service applies its own per-use limit while the file streams in. */
export const UPLOAD_BODY_LIMIT = 25 * 1024 * 1024;

/** How long a cut connection keeps reading (and dropping) what the caller still sends before it is closed. */
export const LINGER_MS = 2000;

const CUT = Symbol('bodyCutForSize');
const CUT_EVENT = 'familyhub:body-cut';

/** True once `limitStreamedBody` cut the request (the proxy's error handler then stays quiet: 413 is sent). */
export function wasCutForSize(req: IncomingMessage): boolean {
  return (req as IncomingMessage & { [CUT]?: boolean })[CUT] === true;
}

/** Ends the service's call when the body is cut for size (now, or later if it is cut after the call opened). */
export function endUpstreamWhenCut(req: IncomingMessage, upstream: ClientRequest): void {
  if (wasCutForSize(req)) upstream.destroy();
  else req.once(CUT_EVENT, () => upstream.destroy());
}

/** The most a request's body may carry through the gateway. */
export function bodyLimitOf(req: IncomingMessage): number {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  return type.startsWith('multipart/form-data') ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT;
}

/**
 * A body sent without Content-Length (chunked) is counted as it streams on to the service. Past the limit the
 * caller gets 413 JSON, the connection is closed (`lingerThenClose`) and the service's call is ended
 * (`endUpstreamWhenCut`, from the proxy), so the service sees an unfinished body and stores nothing. A declared
 * length is checked before forwarding (`bodySizeLimit` in app.ts), and Node holds the body to it.
 * Call it before the proxy pipes the body: the request is paused so that no chunk flows uncounted.
 */
export function limitStreamedBody(req: Request, res: ServerResponse): void {
  if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] === undefined) return;
  const limit = bodyLimitOf(req);
  let seen = 0;
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen <= limit) return;
    req.off('data', count);
    (req as Request & { [CUT]?: boolean })[CUT] = true;
    req.unpipe();
    req.emit(CUT_EVENT);
    // Keep reading (and dropping) until the 413 is out, then close.
    req.resume();
    req.log?.warn({ limit }, 'streamed body over the limit');
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    // No `Connection: close` header: with it Node closes the socket as soon as the answer is written, which is the
    // reset that `lingerThenClose` avoids. The half-close tells the caller just the same.
    res.writeHead(413, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(errorBody(req, errorCodes.tooLarge, 'The request body is too large')), () =>
      lingerThenClose(req.socket),
    );
  };
  // Paused, a 'data' listener does not start the flow; the proxy's pipe does, and both then see every chunk.
  req.pause();
  req.on('data', count);
}

/**
 * Closes a connection whose caller may still be sending, the way nginx's lingering close does: half-close, drop what
 * still arrives for a moment, then close. Closing at once with unread bytes makes the kernel answer with a reset, and
 * a caller still sending can lose the answer it was sent along with the connection.
 */
function lingerThenClose(socket: Socket): void {
  socket.end();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}
