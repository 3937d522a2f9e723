import { createHash } from 'node:crypto';
import type { Express, Request, RequestHandler, Response } from 'express';
import { errorCodes } from '@familyhub/contracts';
import { HttpError } from '../errors';
import {
  createIdempotencyStore,
  type IdempotencyScope,
  type IdempotencyStore,
  type IdempotencyStoreOptions,
} from './idempotency-store';

/** The request header naming one logical write; its retries and replays carry the same value. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that is the stored answer of the key's first request, not a new run. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** 1 to 200 printable ASCII characters (a UUID is 36). */
const VALID_KEY = /^[\x20-\x7e]{1,200}$/;
/** Answers worth replaying: what the write did (2xx) or why it was refused (4xx) — not "wait and try again". */
const RETRYABLE_4XX = new Set([408, 425, 429]);

const STORE = 'idempotencyStore';

/**
 * Gives a service's app the store its `Idempotency-Key`s are kept in: `runService` does it with the service's
 * database and schema (and the test harnesses as it does). An app without one runs every write as it comes.
 */
export function keepIdempotencyRecords(
  app: Express,
  options: IdempotencyStoreOptions | IdempotencyStore,
): IdempotencyStore {
  const store = 'claim' in options ? options : createIdempotencyStore(options);
  app.locals[STORE] = store;
  return store;
}

function storeOf(req: Request): IdempotencyStore | undefined {
  return (req.app?.locals as Record<string, unknown> | undefined)?.[STORE] as IdempotencyStore | undefined;
}

/** What the key binds the write to: its body (JSON as parsed; for an upload, its media type and length). */
function requestHash(req: Request): string {
  const hash = createHash('sha256');
  if (req.is('application/json') || req.body !== undefined) hash.update(JSON.stringify(req.body ?? null));
  // A multipart body is not read here; its boundary changes with each sending, so only its type and length count.
  else
    hash.update(
      `${(req.headers['content-type'] ?? '').split(';')[0]}\n${req.headers['content-length'] ?? ''}`,
    );
  return hash.digest('base64url');
}

function replay(res: Response, status: number, body: string | null) {
  res.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
  res.status(status);
  if (body === null) res.end();
  else res.type('application/json').send(body);
}

/**
 * Makes a member's write with an `Idempotency-Key` apply once (issue #31, ADR 0018): the first request claims the key
 * and runs; its JSON answer (2xx or 4xx) is stored before it is sent, so a retry or a replay with the same key and
 * body gets that answer again with `Idempotent-Replayed: true`, and the handler does not run again. The same key with
 * another body is 422; a repeat while the first still runs is 409. A 5xx, or an answer that is not JSON (a file,
 * a stream), gives the key up so a retry runs again. Keys live 24 hours and belong to one member of one family.
 * Installed by `createServiceApp` after the signature check and the body parser, for `/api` writes only.
 */
export const idempotentWrites: RequestHandler = (req, res, next) => {
  const key = req.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined || !WRITES.has(req.method) || !req.path.startsWith('/api/')) return next();
  if (typeof key !== 'string' || !VALID_KEY.test(key)) {
    return next(
      new HttpError(
        400,
        errorCodes.badRequest,
        'The Idempotency-Key header must be 1 to 200 printable ASCII characters',
      ),
    );
  }
  const store = storeOf(req);
  // A call with no member (a public route) has no one to keep the key for: it runs as it comes.
  if (!store || !req.caller) return next();
  const scope: IdempotencyScope = {
    familyId: req.caller.familyId,
    userId: req.caller.userId,
    method: req.method,
    path: req.path,
    key,
  };
  store.claim(scope, requestHash(req)).then((claim) => {
    switch (claim.kind) {
      case 'replay':
        return replay(res, claim.status, claim.body);
      case 'reused':
        return next(
          new HttpError(
            422,
            errorCodes.idempotencyKeyReused,
            'This Idempotency-Key was already used for a different change; send a new key for a new change',
          ),
        );
      case 'in-flight':
        res.setHeader('Retry-After', '1');
        return next(
          new HttpError(
            409,
            errorCodes.idempotencyKeyInFlight,
            'This change is still being saved; try again in a moment',
          ),
        );
      case 'claimed':
        keepTheAnswer(req, res, store, scope);
        return next();
    }
  }, next);
};

/** Stores the first request's answer before it goes out, or gives the key up when there is nothing to replay. */
function keepTheAnswer(req: Request, res: Response, store: IdempotencyStore, scope: IdempotencyScope) {
  let settled = false;
  const send = res.json.bind(res);
  const giveUp = () => {
    if (settled) return;
    settled = true;
    store.release(scope).catch((err: unknown) => req.log?.warn({ err }, 'idempotency key not released'));
  };
  let pending = false;
  res.json = (body: unknown) => {
    // The first answer wins, as when it goes out at once: a later one (the error handler's) is not sent.
    if (pending) return res;
    if (settled) return send(body);
    settled = true;
    pending = true;
    const status = res.statusCode;
    const keep =
      (status >= 200 && status < 300) || (status >= 400 && status < 500 && !RETRYABLE_4XX.has(status));
    const text = body === undefined ? null : JSON.stringify(body);
    const saved = keep ? store.complete(scope, status, text) : store.release(scope);
    // The answer goes out once it is kept: a replay that arrives after it finds it.
    saved
      .catch((err: unknown) => req.log?.warn({ err }, 'idempotent answer not kept'))
      .finally(() => {
        res.json = send;
        if (res.headersSent || res.destroyed) return;
        // With its own status, even if something set another meanwhile.
        res.status(status);
        send(body);
      });
    return res;
  };
  const finished = () => {
    res.off('finish', finished);
    res.off('close', finished);
    if (settled) return;
    // The caller hung up before the answer: the write may still be running, about to commit. Its answer (res.json
    // above) keeps or gives up the key as any call's does; until then the key stays claimed, so a retry meanwhile is
    // told the change is in flight (409) instead of running it a second time. Given up here, the retry of an offline
    // change made it twice (issue #34's suite: a shopping item added twice). A handler that never answers in JSON
    // leaves the key to its lease.
    if (!res.writableFinished) return;
    // An empty success (204) is an answer to replay; a file or a stream is not kept.
    if (res.statusCode === 204) {
      settled = true;
      store
        .complete(scope, 204, null)
        .catch((err: unknown) => req.log?.warn({ err }, 'idempotent answer not kept'));
      return;
    }
    giveUp();
  };
  res.on('finish', finished);
  res.on('close', finished);
}
