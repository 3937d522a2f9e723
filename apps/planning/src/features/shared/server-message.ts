import { isApiError } from '@familyhub/api-client';

/** The sentence a person can read for a failed call: the server's `message`, else the "<status>: <body>" text. */
export function serverMessage(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The server's sentence when it refused the call (403), otherwise null. */
export function forbiddenMessage(error: unknown): string | null {
  return isApiError(error, 403) ? serverMessage(error) : null;
}
