import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Issue #34 (memory): a process that records no traces never loads the OpenTelemetry SDK and exporter (~13 MB of
 * every service's and the gateway's memory); startTracing loads them only for a configured collector.
 */
describe('the OpenTelemetry SDK', () => {
  const loadedPackages = (script: string): string[] => {
    const probe = `
      const { createRequire } = await import('node:module');
      ${script}
      const cache = createRequire(import.meta.url).cache;
      const names = Object.keys(cache)
        .filter((file) => file.includes('node_modules/@opentelemetry/'))
        .map((file) => file.split('node_modules/')[1].split('/').slice(0, 2).join('/'));
      console.log(JSON.stringify([...new Set(names)].sort()));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe], {
      cwd: path.resolve(__dirname, '../../../..'),
      encoding: 'utf8',
      env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '' },
    });
    return JSON.parse(out.trim().split('\n').at(-1) ?? '[]') as string[];
  };

  it('is not loaded by a service that records no traces', () => {
    const loaded = loadedPackages(`
      const imported = await import('./libs/server-kit/src/index.ts');
      const kit = imported.startTracing ? imported : imported.default;
      if ((await kit.startTracing('probe', {})) !== undefined) throw new Error('tracing started');`);
    expect(loaded).toEqual(['@opentelemetry/api']);
  });

  it('is loaded once a collector is configured', () => {
    const loaded = loadedPackages(`
      const imported = await import('./libs/server-kit/src/index.ts');
      const kit = imported.startTracing ? imported : imported.default;
      const tracing = await kit.startTracing('probe', { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
      await tracing.shutdown();`);
    expect(loaded).toEqual(
      expect.arrayContaining(['@opentelemetry/sdk-trace-base', '@opentelemetry/exporter-trace-otlp-http']),
    );
  });
});
