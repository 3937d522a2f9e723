import path from 'node:path';

/**
 * The e2e copy of the platform runs beside a developer's `npm start`, on other ports (`E2E_PORT` moves the
 * whole set, so two checkouts can run their browser tests at once: services at E2E_PORT + 101…).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4210);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(__dirname, '.tmp', 'data');
export const E2E_SERVICE_PORTS = {
  identity: E2E_PORT + 101,
  planning: E2E_PORT + 102,
  school: E2E_PORT + 103,
  wellness: E2E_PORT + 104,
  home: E2E_PORT + 105,
  money: E2E_PORT + 106,
} as const;

export const e2eEnv: Record<string, string> = {
  PORT: String(E2E_PORT),
  FAMILYHUB_DATA_DIR: E2E_DATA_DIR,
  LOG_LEVEL: 'warn',
  ...Object.fromEntries(
    Object.entries(E2E_SERVICE_PORTS).map(([name, port]) => [
      `${name.toUpperCase()}_URL`,
      `http://127.0.0.1:${port}`,
    ]),
  ),
};
