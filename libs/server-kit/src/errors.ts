import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError, type ZodType, type z } from 'zod';
import { errorCodes, type ApiErrorBody } from '@familyhub/contracts';
import { inLanguage, requestLanguage } from './api-messages';
import { isDatabaseUnavailable } from './db';
import { logger } from './logger';

/** An error that becomes `{ error, message, details? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** 429 with how long to wait: the error handler answers it with `Retry-After`. */
export class RateLimited extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    details?: unknown,
  ) {
    super(429, errorCodes.rateLimited, message, details);
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new HttpError(400, errorCodes.badRequest, message, details);
export const unauthenticated = (message = 'Please sign in to continue') =>
  new HttpError(401, errorCodes.unauthenticated, message);
export const forbidden = (message: string, code: string = errorCodes.forbidden) =>
  new HttpError(403, code, message);
export const notFound = (what: string) => new HttpError(404, errorCodes.notFound, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, errorCodes.conflict, message);

function validationError(error: ZodError): HttpError {
  const first = error.issues[0];
  return new HttpError(400, errorCodes.validation, first?.message ?? 'Invalid input', error.issues);
}

/** Parses a body (or query) with its contract; a failure is a 400 carrying the spec's message. */
export function parse<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Route ids are positive integers; anything else is simply not found. */
export function parseId(value: unknown, what: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound(what);
  return id;
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, errorCodes.notFound, `No route for ${req.method} ${req.path}`));
};

/** Answers an error, its sentence in the caller's language (its code, the part programs read, stays). */
function send(
  req: Parameters<ErrorRequestHandler>[1],
  res: Parameters<ErrorRequestHandler>[2],
  status: number,
  body: ApiErrorBody,
) {
  res.status(status).json({ ...body, message: inLanguage(body.message, requestLanguage(req)) });
}

/** The last middleware of every service: JSON errors only, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) return;
  if (err instanceof HttpError) {
    if (err instanceof RateLimited) res.setHeader('Retry-After', String(err.retryAfterSeconds));
    return send(req, res, err.status, { error: err.code, message: err.message, details: err.details });
  }
  if (err instanceof ZodError) {
    const e = validationError(err);
    return send(req, res, 400, { error: e.code, message: e.message, details: e.details });
  }
  const e = err as { type?: string; status?: number };
  if (e?.type === 'entity.parse.failed') {
    return send(req, res, 400, {
      error: errorCodes.badRequest,
      message: 'The request body is not valid JSON',
    });
  }
  if (e?.type === 'entity.too.large' || e?.status === 413) {
    return send(req, res, 413, { error: errorCodes.tooLarge, message: 'The request body is too large' });
  }
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    return send(req, res, e.status, {
      error: errorCodes.badRequest,
      message: 'The request could not be read',
    });
  }
  if (isDatabaseUnavailable(err)) {
    (req.log ?? logger).warn({ err }, 'the database is not answering');
    return send(req, res, 503, {
      error: errorCodes.unavailable,
      message: 'The service cannot reach its database right now. Please try again shortly.',
    });
  }
  (req.log ?? logger).error({ err }, 'unhandled error');
  send(req, res, 500, {
    error: errorCodes.internal,
    message: 'Something went wrong on our side. Please try again.',
  });
};
