import type { Express } from 'express';
import { namedEndpoints, type EndpointService } from '@familyhub/contracts';
import { listRoutes } from './malformed-input-sweep';

/**
 * How a service's `/api` routes differ from its endpoint definitions (issue #29): `notDefined` are routes it serves
 * that no definition declares (they would be missing from `/api/openapi.json`), `notServed` are definitions it does
 * not serve. Both are empty when the service is served from its definitions alone.
 */
export function endpointCoverage(app: Express, service: EndpointService) {
  const served = new Set(
    listRoutes(app)
      .filter(({ path }) => path.startsWith('/api/'))
      .map(({ method, path }) => `${method} ${path}`),
  );
  const defined = new Set(
    namedEndpoints()
      .filter(({ endpoint }) => endpoint.service === service)
      .map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`),
  );
  return {
    notDefined: [...served].filter((route) => !defined.has(route)).sort(),
    notServed: [...defined].filter((route) => !served.has(route)).sort(),
  };
}
