import type { Server } from 'node:http';
import { logger } from './logger';

/** How long in-flight requests get to finish after SIGTERM before their connections are cut (`SHUTDOWN_DRAIN_MS`). */
export const DEFAULT_DRAIN_MS = 10_000;

/** Long-lived answers (live streams) that end themselves when the process drains. */
const longLived = new Set<() => void>();

/**
 * Registers a long-lived answer to be ended when the process drains (a live stream: its client reconnects, to
 * another instance). Returns the function that unregisters it, for when it ends on its own.
 */
export function endOnShutdown(end: () => void): () => void {
  longLived.add(end);
  return () => longLived.delete(end);
}

export interface GracefulShutdownOptions {
  name: string;
  /** What to release once every connection has ended (jobs, live broker, database pool). */
  onClose?: () => Promise<void>;
  drainMs?: number;
  /** Other servers of the process to close alongside (e.g. a metrics port). */
  alsoClose?: Array<Server | undefined>;
  /** Tests: what exits the process (default process.exit). */
  exit?: (code: number) => void;
}

/**
 * SIGTERM / SIGINT drain the process (issue #17): stop accepting connections at once, end the live streams (their
 * clients reconnect elsewhere), let in-flight requests finish and answer (up to `drainMs`, then their connections
 * are cut), then release what `onClose` holds and exit 0. A write that was acknowledged was committed first.
 * Returns the function that starts the drain (what the signals call).
 */
export function shutDownGracefully(server: Server, options: GracefulShutdownOptions): () => void {
  const log = logger.child({ service: options.name });
  const drainMs = options.drainMs ?? Number(process.env.SHUTDOWN_DRAIN_MS ?? DEFAULT_DRAIN_MS);
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let draining = false;

  const drain = () => {
    if (draining) return;
    draining = true;
    log.info({ drainMs }, `${options.name} draining`);
    for (const other of options.alsoClose ?? []) other?.close();
    server.close(() => {
      void (options.onClose?.() ?? Promise.resolve())
        .catch((err: unknown) => log.error({ err }, 'releasing resources on shutdown failed'))
        .finally(() => {
          log.info(`${options.name} stopped`);
          exit(0);
        });
    });
    for (const end of [...longLived]) {
      try {
        end();
      } catch {
        // An answer that cannot end cleanly is cut with the rest below.
      }
    }
    longLived.clear();
    server.closeIdleConnections();
    setTimeout(() => {
      log.warn('requests still running after the drain time: cutting their connections');
      server.closeAllConnections();
    }, drainMs).unref();
    // Whatever still holds the process (a hung onClose) does not hold it for ever.
    setTimeout(() => exit(1), drainMs + 10_000).unref();
  };

  process.once('SIGTERM', drain);
  process.once('SIGINT', drain);
  return drain;
}
