import type { HealthReport } from '@familyhub/contracts';
import type { ServiceName } from '@familyhub/server-kit';

async function probe(
  name: ServiceName,
  url: string,
  timeoutMs: number,
): Promise<HealthReport['services'][number]> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    const latencyMs = Math.round(performance.now() - started);
    return { name, status: res.ok ? 'up' : 'down', latencyMs: res.ok ? latencyMs : null };
  } catch {
    return { name, status: 'down', latencyMs: null };
  }
}

/** Asks every service's /health at once; one that does not answer within `timeoutMs` is down. */
export async function healthReport(
  services: Record<ServiceName, string>,
  timeoutMs = 1000,
): Promise<HealthReport> {
  const results = await Promise.all(
    (Object.entries(services) as [ServiceName, string][]).map(([name, url]) => probe(name, url, timeoutMs)),
  );
  return { status: results.every((s) => s.status === 'up') ? 'ok' : 'degraded', services: results };
}
