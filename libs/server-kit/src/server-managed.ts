import type { RequestHandler } from 'express';
import { serverManagedFields } from '@familyhub/contracts';

const INTERNAL_PREFIX = '/internal/';
const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Drops the server-managed fields (`serverManagedFields` in contracts: id, familyId, createdById, …) from the top
 * of every JSON write body on the public API, so every route treats them alike: accepted and ignored, whether its
 * contract strips unknown keys or refuses them. Service-to-service routes (`/internal/…`) keep their bodies whole:
 * there the caller is a service and may name who asked.
 */
export const ignoreServerManagedFields: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body;
  if (
    WRITES.has(req.method) &&
    body !== null &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    !req.path.startsWith(INTERNAL_PREFIX)
  ) {
    for (const field of serverManagedFields) delete (body as Record<string, unknown>)[field];
  }
  next();
};
