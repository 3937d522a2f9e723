import { isApiError } from './api-error';

/**
 * The sentence a person can read for a failed call, for a toast or a form's error line: the server's `message`
 * when it sent one, else the "<status>: <body text>" of the ApiError (spec 000 §8), else the error's own message.
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The server's sentence when it refused the call as not allowed (403: role, plan or domain), otherwise null. */
export function forbiddenMessage(error: unknown): string | null {
  return isApiError(error, 403) ? errorMessage(error) : null;
}
