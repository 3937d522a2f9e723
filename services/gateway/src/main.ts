import path from 'node:path';
import {
  apiMessagesReady,
  createMetricsApp,
  loadSecrets,
  logger,
  metricsOf,
  serviceUrl,
  servicePorts,
  shutDownGracefully,
  startTracing,
  type ServiceName,
} from '@familyhub/server-kit';
import { Redis } from 'ioredis';
import { createRedisRateCounter } from './address-rate-limit';
import { createGatewayApp } from './app';
import { trustProxySetting } from './client-address';
import { createGatewayServer } from './http-server';
import { listenHost } from './listen-address';
import { createRedisSessionCache } from './session';

/** A whole number from the environment, or undefined (the default applies) when unset. */
function optionalCount(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return count;
}

const port = Number(process.env.PORT ?? 4200);
const DEFAULT_METRICS_PORT = 4290;
let host: string;
try {
  host = listenHost(process.env);
} catch (err) {
  logger.fatal({ err }, (err as Error).message);
  process.exit(1);
}
const { internalKey } = loadSecrets();
// Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/architecture.md "Traces").
const tracing = startTracing('gateway');
const services = Object.fromEntries(
  (Object.keys(servicePorts) as ServiceName[]).map((name) => [name, serviceUrl(name)]),
) as Record<ServiceName, string>;

// With REDIS_URL every gateway instance counts the per-minute limits together and shares resolved sessions.
const redis = process.env.REDIS_URL
  ? new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
  : undefined;
redis?.on('error', (err) => logger.warn({ err }, 'Redis (limits, sessions) is not answering'));

const app = createGatewayApp({
  services,
  internalKey,
  sharedRateCounter: redis && createRedisRateCounter(redis),
  sharedSessionCache: redis && createRedisSessionCache(redis),
  appsDir: process.env.FAMILYHUB_APPS_DIR ?? path.resolve(__dirname, '../../../apps'),
  allowedOrigins: process.env.PUBLIC_ORIGIN?.split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  trustProxy: trustProxySetting(process.env.TRUST_PROXY),
  rateLimits: {
    apiPerMinute: optionalCount(process.env.API_RATE_LIMIT_PER_MINUTE),
    anonymousIdentityPerMinute: optionalCount(process.env.AUTH_RATE_LIMIT_PER_MINUTE),
    apiTokenPerMinute: optionalCount(process.env.API_TOKEN_RATE_LIMIT_PER_MINUTE),
  },
});

// It listens once the API's sentences in every language are in (issue #35), so its first answers are in the
// caller's language too; they load in milliseconds.
const server = createGatewayServer(app);
void Promise.all([apiMessagesReady(), tracing]).then(
  () =>
    server.listen(port, host, () => {
      logger.info(
        { service: 'gateway', port, host, services },
        `gateway listening on http://localhost:${port}`,
      );
    }),
  (err: unknown) => {
    logger.fatal({ err }, 'gateway could not load its API sentences');
    process.exit(1);
  },
);
server.on('error', (err) => {
  logger.fatal({ err }, 'gateway could not listen');
  process.exit(1);
});

// Prometheus scrapes the gateway here, never on the public port: METRICS_HOST (127.0.0.1) : METRICS_PORT (4290; 0 = off).
const metricsPort = optionalCount(process.env.METRICS_PORT) ?? DEFAULT_METRICS_PORT;
const metricsServer =
  metricsPort > 0
    ? createMetricsApp(metricsOf(app)!).listen(metricsPort, process.env.METRICS_HOST?.trim() || '127.0.0.1')
    : undefined;
metricsServer?.on('error', (err) => {
  // A second copy of the platform on this machine: the figures are missing, the gateway still serves.
  logger.warn({ err, metricsPort }, 'gateway metrics could not listen; /metrics is not served');
});

// SIGTERM / SIGINT: stop accepting, end the browsers' live streams, let in-flight requests finish, exit.
shutDownGracefully(server, {
  name: 'gateway',
  alsoClose: [metricsServer],
  onClose: async () => {
    await redis?.quit().catch(() => undefined);
    await (await tracing)?.shutdown();
  },
});
