import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { passwordGate } from './password-gate';
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
  /**
   * The password a client must prove (SCRAM-SHA-256) before it reaches the database; the platform's comes from
   * `.data/secrets.json`. Without one any local process could connect (tests of the protocol alone leave it out).
   */
  password?: string;
}

export interface EmbeddedDatabaseServer {
  port: number;
  /** `postgres://…` for node-postgres, with the password (any user and database name: PGlite has one of each). */
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
  const gate = options.password ? passwordGate(options.password) : null;
  const signingIn = new Set<net.Socket>();
  const serve = (socket: net.Socket) => {
    const handler = new PGLiteSocketHandler({
      // The handler only calls enqueue, clearQueueForHandler and clearTransactionIfNeeded, which SessionQueue has.
      queryQueue: queue as unknown as PGLiteSocketHandlerOptions['queryQueue'],
      closeOnDetach: true,
    });
    sockets.set(handler.handlerId, socket);
    socket.once('close', () => sockets.delete(handler.handlerId));
    void handler.attach(socket).then(() => socket.resume());
  };
  const server = net.createServer((socket) => {
    if (!gate) return serve(socket);
    socket.on('error', () => undefined);
    signingIn.add(socket);
    socket.once('close', () => signingIn.delete(socket));
    gate.admit(socket).then(
      (startup) => {
        signingIn.delete(socket);
        // PGlite answers the startup itself (AuthenticationOk, its parameters): it reads it first.
        socket.unshift(startup);
        serve(socket);
      },
      (error: unknown) => {
        // A port probe that connects and leaves is no news; a wrong password is.
        if ((error as { wrongPassword?: boolean }).wrongPassword)
          warn({ remote: socket.remoteAddress }, 'embedded database: a wrong password was refused');
      },
    );
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
    url: embeddedDatabaseUrl(port, options.password, host),
    connections: () => sockets.size,
    async close() {
      queue.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of [...sockets.values(), ...signingIn]) socket.destroy();
      await closed;
    },
  };
}

/** The URL a service connects to the embedded database with (the password URL-encoded when there is one). */
export function embeddedDatabaseUrl(port: number, password?: string, host = '127.0.0.1'): string {
  const credentials = password ? `postgres:${encodeURIComponent(password)}` : 'postgres';
  return `postgres://${credentials}@${host}:${port}/postgres`;
}
