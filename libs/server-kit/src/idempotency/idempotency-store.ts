import { sql } from 'drizzle-orm';
import type { FieldCipher } from '../crypto/field-cipher';
import { rowsOf, type Database } from '../db';

/** Whose write a key belongs to: the same key from another member, route or method is another write. */
export interface IdempotencyScope {
  familyId: number;
  userId: number;
  method: string;
  path: string;
  key: string;
}

/** What a claim found: this request runs (`claimed`), or the key's first request decides the answer. */
export type IdempotencyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: string | null }
  | { kind: 'in-flight' }
  | { kind: 'reused' };

export interface IdempotencyStoreOptions {
  db: Database;
  /** The service's own schema: the table lives there, beside drizzle's journal and `_scheduled_jobs`. */
  schemaName: string;
  /**
   * Seals the stored answers (the service's field key): an answer may carry what the tables keep encrypted or only
   * hashed (a contact's phone number, a new API token), and it must not sit in the clear for a day.
   */
  cipher?: FieldCipher;
  /** How long a key's answer is kept (default 24 h). */
  ttlMs?: number;
  /** How long a first request may run before a retry may take its key over (default 2 minutes). */
  leaseMs?: number;
  /** At most one sweep of expired keys this often, started by a claim (default 10 minutes). */
  sweepEveryMs?: number;
}

export interface IdempotencyStore {
  /** Claims the key for a request whose body hashes to `requestHash`, or says what its first request left. */
  claim(scope: IdempotencyScope, requestHash: string): Promise<IdempotencyClaim>;
  /** Keeps the first request's answer for the key's replays. */
  complete(scope: IdempotencyScope, status: number, body: string | null): Promise<void>;
  /** Gives the key up (a 5xx, a file): a retry runs again. */
  release(scope: IdempotencyScope): Promise<void>;
  /** Deletes expired keys; resolves with how many. */
  sweep(): Promise<number>;
}

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
const DEFAULT_LEASE_MS = 2 * 60_000;
const DEFAULT_SWEEP_EVERY_MS = 10 * 60_000;
const TABLE = '_idempotency_keys';

/**
 * The short-lived record of each `Idempotency-Key` (issue #31), in `<schema>._idempotency_keys`: created here on first
 * use like the job runner's table, so no service needs a migration. The primary key is the claim: the first request
 * inserts its row, and any other request with the same key — on this instance or another — finds it. Answers are
 * sealed with the service's field key when given one. The columns are
 * `caller_*`, not `family_id`: these rows are replies kept for a day, not household data (the family export skips them).
 */
export function createIdempotencyStore(options: IdempotencyStoreOptions): IdempotencyStore {
  const { db } = options;
  const table = sql.raw(`"${options.schemaName}"."${TABLE}"`);
  const ttlSeconds = (options.ttlMs ?? IDEMPOTENCY_TTL_MS) / 1000;
  const leaseSeconds = (options.leaseMs ?? DEFAULT_LEASE_MS) / 1000;
  const sweepEveryMs = options.sweepEveryMs ?? DEFAULT_SWEEP_EVERY_MS;
  let ready: Promise<void> | undefined;
  let lastSweep = Date.now();

  const ensureTable = () => {
    ready ??= db.transaction(async (tx) => {
      // Instances starting together: one creates the table, the others wait for it here.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${options.schemaName}.${TABLE}`}))`);
      await tx.execute(sql`create table if not exists ${table} (
        caller_family_id integer not null,
        caller_user_id integer not null,
        method text not null,
        path text not null,
        key text not null,
        request_hash text not null,
        status integer,
        body text,
        locked_until timestamptz,
        expires_at timestamptz not null,
        primary key (caller_family_id, caller_user_id, method, path, key)
      )`);
      await tx.execute(
        sql`create index if not exists ${sql.raw(`"${TABLE}_expires_at"`)} on ${table} (expires_at)`,
      );
    });
    ready.catch(() => (ready = undefined));
    return ready;
  };

  // The answer opens only for its own row: copied to another key or member it no longer decrypts.
  const contextOf = (scope: IdempotencyScope) =>
    `${options.schemaName}.${TABLE}|family:${scope.familyId}|user:${scope.userId}|${scope.method} ${scope.path}|${scope.key}`;
  const seal = (scope: IdempotencyScope, body: string | null) =>
    body === null || !options.cipher ? body : options.cipher.encrypt(body, contextOf(scope));
  const open = (scope: IdempotencyScope, body: string | null) =>
    body === null || !options.cipher ? body : options.cipher.decrypt(body, contextOf(scope));

  const matches = (scope: IdempotencyScope) => sql`caller_family_id = ${scope.familyId}
    and caller_user_id = ${scope.userId} and method = ${scope.method} and path = ${scope.path} and key = ${scope.key}`;

  const sweep = async () => {
    await ensureTable();
    const result = await db.execute(sql`delete from ${table} where expires_at <= now() returning 1`);
    return rowsOf(result).length;
  };

  /** Cheap upkeep: a claim starts at most one sweep every `sweepEveryMs`, and never waits for it. */
  const maybeSweep = () => {
    if (Date.now() - lastSweep < sweepEveryMs) return;
    lastSweep = Date.now();
    sweep().catch(() => undefined);
  };

  const tryClaim = async (scope: IdempotencyScope, requestHash: string): Promise<boolean> => {
    // An expired key counts as new; a first request that stopped answering (a crash) past its lease is taken over.
    const claimed = await db.execute(sql`insert into ${table} as k
        (caller_family_id, caller_user_id, method, path, key, request_hash, locked_until, expires_at)
      values (${scope.familyId}, ${scope.userId}, ${scope.method}, ${scope.path}, ${scope.key}, ${requestHash},
        now() + make_interval(secs => ${leaseSeconds}), now() + make_interval(secs => ${ttlSeconds}))
      on conflict (caller_family_id, caller_user_id, method, path, key) do update
        set request_hash = excluded.request_hash, status = null, body = null,
            locked_until = excluded.locked_until, expires_at = excluded.expires_at
        where k.expires_at <= now()
          or (k.status is null and k.locked_until <= now() and k.request_hash = excluded.request_hash)
      returning 1`);
    return rowsOf(claimed).length === 1;
  };

  return {
    async claim(scope, requestHash) {
      await ensureTable();
      maybeSweep();
      // Twice at most: the first request may release its key between our insert and our look.
      for (let attempt = 0; attempt < 2; attempt++) {
        if (await tryClaim(scope, requestHash)) return { kind: 'claimed' };
        const found = rowsOf<{ request_hash: string; status: number | null; body: string | null }>(
          await db.execute(sql`select request_hash, status, body from ${table}
            where ${matches(scope)} and expires_at > now()`),
        )[0];
        if (!found) continue;
        if (found.request_hash !== requestHash) return { kind: 'reused' };
        if (found.status === null) return { kind: 'in-flight' };
        return { kind: 'replay', status: Number(found.status), body: open(scope, found.body) };
      }
      return { kind: 'in-flight' };
    },
    async complete(scope, status, body) {
      await db.execute(sql`update ${table} set status = ${status}, body = ${seal(scope, body)}, locked_until = null
        where ${matches(scope)}`);
    },
    async release(scope) {
      await db.execute(sql`delete from ${table} where ${matches(scope)} and status is null`);
    },
    sweep,
  };
}
