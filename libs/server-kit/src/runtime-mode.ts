/**
 * The one reading of NODE_ENV and DEMO_MODE for every process of the platform (issue #28): trimmed and
 * case-insensitive, so `Production` or `"production "` is production, and a value it does not know is refused at
 * start instead of quietly meaning "not production" (sandbox billing, demo mode).
 */
export type NodeEnvironment = 'production' | 'development' | 'test';

export interface RuntimeMode {
  /** NODE_ENV, normalised; unset or empty is `development`. */
  environment: NodeEnvironment;
  production: boolean;
  /** Demo mode (a seeded family, Direct Dashboard Access): on unless DEMO_MODE=off or production. */
  demoMode: boolean;
}

const ENVIRONMENTS: readonly NodeEnvironment[] = ['production', 'development', 'test'];
const DEMO_MODES = ['on', 'off'] as const;

/** The platform's mode from `env`; throws with a sentence naming the variable and the values it takes. */
export function runtimeMode(env: NodeJS.ProcessEnv = process.env): RuntimeMode {
  const nodeEnv = (env.NODE_ENV ?? '').trim().toLowerCase() || 'development';
  if (!(ENVIRONMENTS as readonly string[]).includes(nodeEnv)) {
    throw new Error(`NODE_ENV must be ${ENVIRONMENTS.join(', ')} or unset, not "${env.NODE_ENV}"`);
  }
  const demo = (env.DEMO_MODE ?? '').trim().toLowerCase() || 'on';
  if (!(DEMO_MODES as readonly string[]).includes(demo)) {
    throw new Error(`DEMO_MODE must be on or off (or unset), not "${env.DEMO_MODE}"`);
  }
  const environment = nodeEnv as NodeEnvironment;
  const production = environment === 'production';
  return { environment, production, demoMode: demo === 'on' && !production };
}
