import type { IncomingMessage } from 'node:http';
import type { ApiErrorBody } from '@familyhub/contracts';
import { inLanguage, requestLanguage, type Caller } from '@familyhub/server-kit';

/**
 * The body of an error the gateway answers itself, its sentence in the caller's language (issue #35): the member's
 * own choice once their session is resolved (`req.caller`), the browser's Accept-Language before. The code stays.
 */
export function errorBody(
  req: IncomingMessage & { caller?: Caller | null },
  error: string,
  message: string,
): ApiErrorBody {
  return { error, message: inLanguage(message, requestLanguage(req)) };
}
