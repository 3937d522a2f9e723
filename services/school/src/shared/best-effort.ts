import { logger } from '@familyhub/server-kit';

const log = logger.child({ service: 'school' });

/**
 * A follow-up on another service (an alert, a linked task) that must not undo what the family just saved: a failure
 * is logged, and the next save or the reminder's next raise puts it right.
 */
export async function bestEffort(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (err) {
    log.warn({ err }, `${what} failed`);
  }
}
