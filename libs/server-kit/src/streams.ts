import type { Writable } from 'node:stream';

/**
 * Resolves when a stream that refused a write can take more ('drain'), or when it is gone ('close'): a connection
 * the other side closed never drains, and a writer waiting for 'drain' alone would wait for ever.
 */
export function drainedOrClosed(stream: Pick<Writable, 'once' | 'off'>): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
  });
}
