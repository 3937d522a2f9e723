import { Writable } from 'node:stream';
import { drainedOrClosed } from './streams';

/** A writable that takes one byte at a time and holds each write until `release` is called. */
function slowWritable() {
  let release: () => void = () => undefined;
  const stream = new Writable({
    highWaterMark: 1,
    write(_chunk, _encoding, callback) {
      release = () => callback();
    },
  });
  return { stream, release: () => release() };
}

describe('drainedOrClosed', () => {
  it('resolves when the stream drains', async () => {
    const { stream, release } = slowWritable();
    expect(stream.write('ab')).toBe(false);
    const waiting = drainedOrClosed(stream);
    release();
    await expect(waiting).resolves.toBeUndefined();
    expect(stream.listenerCount('close')).toBe(0);
  });

  it('resolves when the stream is destroyed before it drains (a connection the other side closed)', async () => {
    const { stream } = slowWritable();
    expect(stream.write('ab')).toBe(false);
    const waiting = drainedOrClosed(stream);
    stream.destroy();
    await expect(waiting).resolves.toBeUndefined();
    expect(stream.listenerCount('drain')).toBe(0);
  });
});
