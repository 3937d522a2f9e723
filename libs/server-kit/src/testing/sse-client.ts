import { request, type IncomingHttpHeaders } from 'node:http';
import { INTERNAL_LIVE_STREAM_PATH } from '@familyhub/contracts';
import { CALLER_HEADER, signCaller, type Caller } from '../caller';
import { TEST_INTERNAL_KEY } from './signed-client';

/** An open Server-Sent Events answer, as a test reads it. */
export interface SseConnection {
  status: number;
  headers: IncomingHttpHeaders;
  /** Everything received so far. */
  text(): string;
  /** The parsed `data` of every `event: change` received so far. */
  changes(): unknown[];
  /** True once the server ended the answer or the connection dropped. */
  readonly ended: boolean;
  close(): void;
}

/** Opens `url` with a plain GET and collects what streams in (resolves when the status line has arrived). */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      let received = '';
      let ended = false;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (received += chunk));
      const end = () => (ended = true);
      res.on('end', end);
      res.on('close', end);
      res.on('error', end);
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => received,
        changes: () =>
          received
            .split('\n\n')
            .filter((block) => block.split('\n').includes('event: change'))
            .map((block) => {
              const data = block.split('\n').find((line) => line.startsWith('data: '));
              return data ? (JSON.parse(data.slice('data: '.length)) as unknown) : null;
            }),
        get ended() {
          return ended;
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A service's `GET /internal/live/stream` opened as the gateway opens it, signed for `caller` to `audience`. */
export function openSignedLiveStream(
  baseUrl: string,
  caller: Caller | null,
  options: { audience: string; key?: string },
): Promise<SseConnection> {
  const url = baseUrl + INTERNAL_LIVE_STREAM_PATH;
  return openSse(url, {
    [CALLER_HEADER]: signCaller(options.key ?? TEST_INTERNAL_KEY, {
      caller,
      method: 'GET',
      path: new URL(url).pathname,
      audience: options.audience,
      requestId: 'live-test',
    }),
  });
}

/** Waits until `condition` holds (polling every 10 ms), or fails naming `what`. */
export async function waitFor(condition: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
