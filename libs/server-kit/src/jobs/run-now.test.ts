import { runNow } from './run-now';

describe('runNow', () => {
  it('runs one at a time; calls during a run share the one after it, which sees what came meanwhile', async () => {
    const seen: number[] = [];
    let queued = 0;
    let release!: () => void;
    let first = true;
    const run = runNow(
      async () => {
        if (first) {
          first = false;
          await new Promise<void>((resolve) => (release = resolve));
        }
        seen.push(queued);
        return queued;
      },
      () => -1,
    );
    const a = run();
    await Promise.resolve();
    queued = 2;
    const b = run();
    const c = run();
    expect(b).toBe(c);
    release();
    expect(await a).toBe(2);
    expect(await b).toBe(2);
    expect(seen).toEqual([2, 2]);
  });

  it("answers onError's value when a run fails, and runs again afterwards", async () => {
    let fail = true;
    const run = runNow(
      async () => {
        if (fail) throw new Error('down');
        return 'ok';
      },
      () => 'failed',
    );
    expect(await run()).toBe('failed');
    fail = false;
    expect(await run()).toBe('ok');
  });
});
