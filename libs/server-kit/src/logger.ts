import pino from 'pino';

/** Structured JSON logs; `LOG_LEVEL` tunes them (tests log errors only). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.JEST_WORKER_ID ? 'error' : 'info'),
  base: { service: process.env.FAMILYHUB_SERVICE ?? undefined },
  redact: ['req.headers.cookie', 'req.headers["x-familyhub-caller"]', 'res.headers["set-cookie"]'],
});

export type Logger = typeof logger;

/** Paths whose last segment is a secret (a calendar feed's token): never written to a log. */
const SECRET_PATHS = [/^(\/api\/calendar-feed\/)[^/?#]+/];

/** The URL with secret path segments replaced by `[redacted]` (the query string is kept). */
export function redactSecretPath(url: string): string {
  let redacted = url;
  for (const pattern of SECRET_PATHS) redacted = redacted.replace(pattern, '$1[redacted]');
  return redacted;
}
