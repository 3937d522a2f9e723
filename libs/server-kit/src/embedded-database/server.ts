import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { SessionQueue } from './session-queue';

export interface EmbeddedDatabaseServerOptions {
  db: PGlite;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** See SessionQueueOptions: a holder idle in a transaction this long is ended (default 15 s). */
  idleInTransactionMs?: number;
  /** See SessionQueueOptions: a connection waiting this long for the session is ended (default 30 s). */
  maxWaitMs?: number;
  warn?: (details: Record<string, unknown>, message: string) => void;
}

export interface EmbeddedDatabaseServer {
  port: number;
  /** `postgres://…` for node-postgres (any user and database name: PGlite has one of each). */
  url: string;
  connections(): number;
  close(): Promise<void>;
}

/**
 * Serves one PGlite over the PostgreSQL wire protocol on a loopback port, each connection's exchanges whole
 * (SessionQueue). pglite-socket's handler does the framing; its own server is not used because it queues each
 * message on its own (electric-sql/pglite#1046).
 */
export async function serveEmbeddedDatabase(
  options: EmbeddedDatabaseServerOptions,
): Promise<EmbeddedDatabaseServer> {
  const host = options.host ?? '127.0.0.1';
  const warn = options.warn ?? ((details, message) => console.warn(message, details));
  const sockets = new Map<number, net.Socket>();
  const queue = new SessionQueue({
    db: options.db,
    idleInTransactionMs: options.idleInTransactionMs ?? 15_000,
    maxWaitMs: options.maxWaitMs ?? 30_000,
    warn,
    terminate(handlerId, error) {
      const socket = sockets.get(handlerId);
      if (!socket) return;
      socket.end(error);
      setTimeout(() => socket.destroy(), 1000).unref();
    },
  });
  await options.db.waitReady;
  const server = net.createServer((socket) => {
    const handler = new PGLiteSocketHandler({
      // The handler only calls enqueue, clearQueueForHandler and clearTransactionIfNeeded, which SessionQueue has.
      queryQueue: queue as unknown as PGLiteSocketHandlerOptions['queryQueue'],
      closeOnDetach: true,
    });
    sockets.set(handler.handlerId, socket);
    socket.once('close', () => sockets.delete(handler.handlerId));
    void handler.attach(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: `postgres://postgres@${host}:${port}/postgres`,
    connections: () => sockets.size,
    async close() {
      queue.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets.values()) socket.destroy();
      await closed;
    },
  };
}
