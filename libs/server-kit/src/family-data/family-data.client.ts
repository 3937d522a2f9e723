import { randomUUID } from 'node:crypto';
import type { Caller } from '../caller';
import { CALLER_HEADER, REQUEST_ID_HEADER, signCaller } from '../caller';
import { HttpError } from '../errors';
import { callService } from '../internal-client';
import { domainIds, serviceDisplayNames } from '@familyhub/contracts';
import { serviceUrl, type ServiceName } from '../service';
import type { FamilyExportAnswer } from './family-data.router';

/** Every domain service: each owns family rows that an export gathers and a family deletion removes. */
export const domainServices: readonly ServiceName[] = domainIds;

function unavailable(service: ServiceName, consequence: string): HttpError {
  return new HttpError(
    503,
    'service_unavailable',
    `The ${serviceDisplayNames[service]} service is not answering right now, so ${consequence}. Please try again shortly.`,
  );
}

/** Every domain's rows of the caller's family; 503 naming the first domain that does not answer. */
export async function collectFamilyExport(
  internalKey: string,
  caller: Caller,
  services: readonly ServiceName[] = domainServices,
): Promise<Record<string, FamilyExportAnswer['tables']>> {
  const answers = await Promise.all(
    services.map(async (service) => {
      try {
        const answer = await callService<FamilyExportAnswer>(internalKey, service, {
          path: '/internal/export',
          caller,
          timeoutMs: 10_000,
        });
        return [service, answer.tables] as const;
      } catch (error) {
        if (error instanceof HttpError && error.status < 500) throw error;
        throw unavailable(service, 'the export could not be made');
      }
    }),
  );
  return Object.fromEntries(answers);
}

/** A signed GET whose answer is text (e.g. planning's text/calendar export). */
export async function fetchServiceText(
  internalKey: string,
  service: ServiceName,
  path: string,
  caller: Caller,
): Promise<string> {
  const requestId = randomUUID();
  let res: Response;
  try {
    res = await fetch(serviceUrl(service) + path, {
      headers: {
        [REQUEST_ID_HEADER]: requestId,
        [CALLER_HEADER]: signCaller(internalKey, {
          caller,
          method: 'GET',
          path,
          audience: service,
          requestId,
        }),
      },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw unavailable(service, 'the export could not be made');
  }
  const text = await res.text();
  if (!res.ok) throw unavailable(service, 'the export could not be made');
  return text;
}

async function isAnswering(service: ServiceName): Promise<boolean> {
  try {
    const res = await fetch(`${serviceUrl(service)}/health`, { signal: AbortSignal.timeout(2000) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Removes the family's rows from every domain. Every domain must answer its health check first, so a domain that
 * is down refuses the whole deletion (503) before anything is removed; deletions are idempotent, so a retry after a
 * failure part-way finishes the job. Identity removes its own rows only after this resolves.
 */
export async function deleteFamilyEverywhere(
  internalKey: string,
  caller: Caller,
  services: readonly ServiceName[] = domainServices,
): Promise<void> {
  for (const service of services) {
    if (!(await isAnswering(service))) throw unavailable(service, 'nothing was deleted');
  }
  for (const service of services) {
    try {
      await callService(internalKey, service, {
        method: 'DELETE',
        path: `/internal/families/${caller.familyId}`,
        caller,
        timeoutMs: 10_000,
      });
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) throw error;
      throw unavailable(
        service,
        'your family was not deleted (some household data may already be gone; try again to finish)',
      );
    }
  }
}
