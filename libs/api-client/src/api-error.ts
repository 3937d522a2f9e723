import type { ApiErrorBody } from '@familyhub/contracts';

/**
 * A non-OK answer from /api. `message` is "<status>: <body text or status text>" (spec 000 §8);
 * `code` is the `error` field of our JSON error bodies, `body` the parsed answer when it was JSON.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly statusText: string,
    readonly body: ApiErrorBody | unknown,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  get code(): string | undefined {
    const body = this.body as Partial<ApiErrorBody> | null | undefined;
    return typeof body?.error === 'string' ? body.error : undefined;
  }

  /** The readable sentence the server sent (`message` of the JSON body), if any. */
  get serverMessage(): string | undefined {
    const body = this.body as Partial<ApiErrorBody> | null | undefined;
    return typeof body?.message === 'string' ? body.message : undefined;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
