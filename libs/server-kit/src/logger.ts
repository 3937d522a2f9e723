import pino from 'pino';

/** Structured JSON logs; `LOG_LEVEL` tunes them (tests log errors only). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.JEST_WORKER_ID ? 'error' : 'info'),
  base: { service: process.env.FAMILYHUB_SERVICE ?? undefined },
  redact: ['req.headers.cookie', 'req.headers["x-familyhub-caller"]', 'res.headers["set-cookie"]'],
});

export type Logger = typeof logger;
