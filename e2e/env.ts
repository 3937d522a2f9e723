import path from 'node:path';
import { serviceNames, type ServiceName } from '@familyhub/contracts';

/**
 * The e2e copy of the platform runs beside a developer's `npm start`, on other ports (`E2E_PORT` moves the
 * whole set, so two checkouts can run their browser tests at once: services at E2E_PORT + 101…).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4210);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(__dirname, '.tmp', 'data');
/**
 * The frontends the e2e gateway serves: `<app>/dist` links to each app's build (e2e/start-fresh.mjs), so one test
 * can put a second build of the shell in front of an open page (service-worker-update.spec.ts).
 */
export const E2E_APPS_DIR = path.join(__dirname, '.tmp', 'apps');
/** The embedded database's port; the services take the next ones (`E2E_SERVICE_PORT_BASE`, else E2E_PORT + 100). */
const E2E_SERVICE_PORT_BASE = Number(process.env.E2E_SERVICE_PORT_BASE ?? E2E_PORT + 100);
/** One port per service of the catalogue (libs/contracts/src/catalogue.ts), in its order. */
export const E2E_SERVICE_PORTS = Object.fromEntries(
  serviceNames.map((name, index) => [name, E2E_SERVICE_PORT_BASE + 1 + index]),
) as Record<ServiceName, number>;

export const e2eEnv: Record<string, string> = {
  PORT: String(E2E_PORT),
  FAMILYHUB_DATA_DIR: E2E_DATA_DIR,
  FAMILYHUB_APPS_DIR: E2E_APPS_DIR,
  // The shared embedded database (ADR 0015), just below the services' ports.
  EMBEDDED_DB_PORT: String(E2E_SERVICE_PORT_BASE),
  LOG_LEVEL: 'warn',
  // Every test signs in from 127.0.0.1: the per-address limits stay on, well above what one run needs.
  AUTH_RATE_LIMIT_PER_MINUTE: '600',
  API_RATE_LIMIT_PER_MINUTE: '12000',
  ...Object.fromEntries(
    Object.entries(E2E_SERVICE_PORTS).map(([name, port]) => [
      `${name.toUpperCase()}_URL`,
      `http://127.0.0.1:${port}`,
    ]),
  ),
};
