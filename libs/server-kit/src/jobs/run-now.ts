/**
 * Runs `work` now — right after something was queued, rather than at the job's next poll — one run at a time in
 * this process: a call during a run gets the next run, which starts after it (so what was queued meanwhile is
 * seen); calls while that one waits share it. A failed run resolves with `onError`'s answer (the job retries).
 */
export function runNow<T>(work: () => Promise<T>, onError: (err: unknown) => T): () => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  let next: Promise<T> | undefined;
  return () => {
    next ??= tail.then(() => {
      next = undefined;
      return work().catch(onError);
    });
    tail = next;
    return next;
  };
}
