import type { PGlite } from '@electric-sql/pglite';

/**
 * Hands the one PGlite session to one connection at a time, for a whole exchange: from the connection's first
 * message until PGlite answers a ReadyForQuery whose status is 'I' (idle, outside a transaction). Other
 * connections' messages wait meanwhile.
 *
 * Why it exists: `@electric-sql/pglite-socket` 0.2.17 queues each protocol message on its own and keeps the session
 * for one connection only while PGlite reports an open transaction, so node-postgres's Parse/Bind/Describe/Execute/
 * Sync of two connections interleave (wrong rows, `portal "" does not exist`, lost transactions): upstream issue
 * electric-sql/pglite#1046. We keep pglite-socket's per-connection handler (framing, SSL and cancel requests) and
 * give it this queue instead of its own. Drop this file when pglite-socket serialises whole exchanges (ADR 0015).
 */
export interface SessionQueueOptions {
  db: PGlite;
  /** Ends a connection after sending it `error` (an ErrorResponse): the server owns the sockets. */
  terminate(handlerId: number, error: Uint8Array): void;
  /** A connection holding the session without sending anything (in a transaction, say) is ended after this. */
  idleInTransactionMs: number;
  /** A connection that has waited this long for the session is ended with an error. */
  maxWaitMs: number;
  warn(details: Record<string, unknown>, message: string): void;
}

interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: Error) => void;
  queuedAt: number;
}

const SYNC = Uint8Array.from([0x53, 0, 0, 0, 4]);
const READY_FOR_QUERY = 0x5a;

/** Follows the backend messages of an answer, across chunks: `status` is set while the last one is ReadyForQuery. */
export class ReadyForQueryWatch {
  private header: number[] = [];
  private remaining = 0;
  private type = 0;
  /** 'I', 'T' or 'E' when the last complete message was ReadyForQuery, else null. */
  status: string | null = null;

  feed(data: Uint8Array): void {
    for (let i = 0; i < data.length;) {
      if (this.remaining === 0) {
        this.header.push(data[i]);
        i += 1;
        if (this.header.length < 5) continue;
        const [type, a, b, c, d] = this.header;
        this.header = [];
        this.type = type;
        this.remaining = ((a << 24) | (b << 16) | (c << 8) | d) - 4;
        this.status = null;
      } else {
        if (this.type === READY_FOR_QUERY && this.remaining === 1) this.status = String.fromCharCode(data[i]);
        const n = Math.min(this.remaining, data.length - i);
        i += n;
        this.remaining -= n;
      }
    }
  }
}

/** A PostgreSQL ErrorResponse (severity FATAL) the client shows as the query's error. */
export function fatalError(code: string, message: string): Uint8Array {
  const fields = Buffer.concat(
    [
      ['S', 'FATAL'],
      ['V', 'FATAL'],
      ['C', code],
      ['M', message],
    ].map(([key, value]) => Buffer.from(`${key}${value}\0`)),
  );
  const body = Buffer.concat([fields, Buffer.from([0])]);
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const head = Buffer.alloc(5);
  head.write('Q', 0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

export class SessionQueue {
  private pending: Pending[] = [];
  /** The connection the session belongs to now, null when it is free. */
  private owner: number | null = null;
  private running = false;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly waitTimer: NodeJS.Timeout;
  private readonly ended = new Set<number>();
  /** Connections gone while holding the session: their transaction is rolled back before anyone goes on. */
  private readonly releasing = new Set<number>();

  constructor(private readonly options: SessionQueueOptions) {
    this.waitTimer = setInterval(
      () => this.endLongWaiters(),
      Math.max(50, Math.min(1000, options.maxWaitMs / 4)),
    );
    this.waitTimer.unref();
  }

  /** The shape pglite-socket's handler calls: runs `message` when this connection has the session. */
  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    if (this.ended.has(handlerId)) return Promise.reject(new Error('connection ended'));
    return new Promise((resolve, reject) => {
      this.pending.push({ handlerId, message, onData, resolve, reject, queuedAt: Date.now() });
      void this.pump();
    });
  }

  /** A connection went away: its waiting messages are dropped. */
  clearQueueForHandler(handlerId: number): void {
    this.dropPending(handlerId, new Error('connection closed'));
  }

  /** A connection went away: when it held the session, its transaction is rolled back and the session freed. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    this.ended.delete(handlerId);
    if (this.owner !== handlerId) return;
    this.releasing.add(handlerId);
    await this.pump();
  }

  getQueueLength(): number {
    return this.pending.length;
  }

  close(): void {
    clearInterval(this.waitTimer);
    clearTimeout(this.idleTimer);
  }

  private dropPending(handlerId: number, error: Error) {
    const dropped = this.pending.filter((p) => p.handlerId === handlerId);
    this.pending = this.pending.filter((p) => p.handlerId !== handlerId);
    for (const p of dropped) p.reject(error);
  }

  /** The owner's next message, or (the session free) the oldest message of anyone. */
  private next(): Pending | undefined {
    const index = this.owner === null ? 0 : this.pending.findIndex((p) => p.handlerId === this.owner);
    return index >= 0 && index < this.pending.length ? this.pending.splice(index, 1)[0] : undefined;
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    clearTimeout(this.idleTimer);
    try {
      for (;;) {
        if (this.owner !== null && this.releasing.delete(this.owner)) {
          await this.reset();
          this.owner = null;
        }
        const item = this.next();
        if (!item) break;
        this.owner = item.handlerId;
        const watch = new ReadyForQueryWatch();
        let bytes = 0;
        const current = item;
        try {
          await this.options.db.runExclusive(() =>
            this.options.db.execProtocolRawStream(current.message, {
              onRawData: (data) => {
                bytes += data.length;
                watch.feed(data);
                current.onData(data);
              },
            }),
          );
        } catch (error) {
          current.reject(error as Error);
          continue;
        }
        if (watch.status === 'I') this.owner = null;
        current.resolve(bytes);
      }
    } finally {
      this.running = false;
    }
    if (this.owner !== null) {
      const holder = this.owner;
      this.idleTimer = setTimeout(() => void this.endIdleHolder(holder), this.options.idleInTransactionMs);
      this.idleTimer.unref();
    }
  }

  /** Ends the holder's half-sent exchange (Sync) and its transaction, so the next in line starts clean. */
  private async reset(): Promise<void> {
    await this.options.db.runExclusive(async () => {
      await this.options.db.execProtocolRaw(SYNC);
      if (this.options.db.isInTransaction()) await this.options.db.execProtocolRaw(simpleQuery('ROLLBACK'));
    });
  }

  private async endIdleHolder(holder: number): Promise<void> {
    if (this.owner !== holder || this.running) return;
    const waiting = new Set(this.pending.map((p) => p.handlerId)).size;
    const seconds = this.options.idleInTransactionMs / 1000;
    this.options.warn(
      { connection: holder, waiting, idleMs: this.options.idleInTransactionMs },
      `embedded database: connection #${holder} held the session idle in a transaction for ${seconds} s; ` +
        'rolling it back and closing it. A service must not wait on anything (another service over HTTP, a ' +
        'payment provider) inside a transaction: every service shares this one session.',
    );
    this.end(
      holder,
      fatalError(
        '25P03',
        `terminating connection due to idle-in-transaction timeout (${seconds} s): the embedded database is shared`,
      ),
    );
    this.releasing.add(holder);
    await this.pump();
  }

  private endLongWaiters(): void {
    const now = Date.now();
    const late = new Set(
      this.pending
        .filter((p) => p.handlerId !== this.owner && now - p.queuedAt > this.options.maxWaitMs)
        .map((p) => p.handlerId),
    );
    for (const handlerId of late) {
      const seconds = this.options.maxWaitMs / 1000;
      this.options.warn(
        { connection: handlerId, holder: this.owner, maxWaitMs: this.options.maxWaitMs },
        `embedded database: connection #${handlerId} waited ${seconds} s for the session ` +
          `(held by connection #${this.owner ?? 'none'}); closing it`,
      );
      this.end(
        handlerId,
        fatalError(
          '55P03',
          `waited ${seconds} s for the shared embedded database, held by another connection`,
        ),
      );
    }
  }

  private end(handlerId: number, error: Uint8Array): void {
    this.ended.add(handlerId);
    this.dropPending(handlerId, new Error('connection ended'));
    this.options.terminate(handlerId, error);
  }
}
