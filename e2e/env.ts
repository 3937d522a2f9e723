import path from 'node:path';

/** The e2e copy of the platform runs beside a developer's `npm start`, on other ports. */
export const E2E_PORT = 4210;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(__dirname, '.tmp', 'data');
export const E2E_SERVICE_PORTS = {
  identity: 4311,
  planning: 4312,
  school: 4313,
  wellness: 4314,
  home: 4315,
  money: 4316,
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
