import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { endpointGroups } from './endpoints';
import * as endpointRoutes from './endpoint-routes';

describe('endpointRoutes (what the apps call by)', () => {
  it('is what the definitions make: regenerate it with node scripts/generate-endpoint-routes.mjs', () => {
    const script = path.join(__dirname, '../../../scripts/generate-endpoint-routes.mjs');
    const root = path.join(__dirname, '../../..');
    expect(() =>
      execFileSync(process.execPath, [script, '--check'], { cwd: root, stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('holds each definition’s method, path, resource and offline rule', () => {
    for (const [group, endpoints] of Object.entries(endpointGroups)) {
      for (const [name, { method, path: route, resource, offline }] of Object.entries(endpoints)) {
        const routes = endpointRoutes as unknown as Record<string, Record<string, unknown>>;
        expect({ group, name, route: routes[group]?.[name] }).toEqual({
          group,
          name,
          route: { method, path: route, resource, ...(offline ? { offline } : {}) },
        });
      }
    }
  });
});
