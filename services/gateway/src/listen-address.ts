import { runtimeMode } from '@familyhub/server-kit';
import { isLoopbackHost } from './csrf';

/** Whether the platform runs in demo mode (the same rule as identity's and the launcher's). */
export function demoModeOn(env: NodeJS.ProcessEnv): boolean {
  return runtimeMode(env).demoMode;
}

/**
 * Where the gateway listens: 127.0.0.1 unless HOST says otherwise. Demo mode (a seeded family, password-free
 * Direct Dashboard Access) is refused on any address but loopback: it is for one person's own machine.
 */
export function listenHost(env: NodeJS.ProcessEnv): string {
  const host = env.HOST?.trim() || '127.0.0.1';
  const loopback = isLoopbackHost(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
  if (demoModeOn(env) && !loopback) {
    throw new Error(
      `Demo mode is only for this machine: HOST=${host} would offer the demo family to the network. ` +
        'Set DEMO_MODE=off (or NODE_ENV=production) to listen there.',
    );
  }
  return host;
}
