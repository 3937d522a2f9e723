import path from 'node:path';
import { loadSecrets, logger, serviceUrl, servicePorts, type ServiceName } from '@familyhub/server-kit';
import { createGatewayApp } from './app';

const port = Number(process.env.PORT ?? 4200);
const host = process.env.HOST ?? '0.0.0.0';
const { internalKey } = loadSecrets();
const services = Object.fromEntries(
  (Object.keys(servicePorts) as ServiceName[]).map((name) => [name, serviceUrl(name)]),
) as Record<ServiceName, string>;

const app = createGatewayApp({
  services,
  internalKey,
  appsDir: process.env.FAMILYHUB_APPS_DIR ?? path.resolve(__dirname, '../../../apps'),
  allowedOrigins: process.env.PUBLIC_ORIGIN?.split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  trustProxy: process.env.TRUST_PROXY ?? 'loopback',
});

const server = app.listen(port, host, () => {
  logger.info({ service: 'gateway', port, host, services }, `gateway listening on http://localhost:${port}`);
});
server.on('error', (err) => {
  logger.fatal({ err }, 'gateway could not listen');
  process.exit(1);
});

function stop() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 3000).unref();
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
