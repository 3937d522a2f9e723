import type { EndpointDefinition, EndpointInput, EndpointOutput, EndpointRoute } from '@familyhub/contracts';
import { apiFetch, newIdempotencyKey } from '../api-fetch';
import { isApiError } from '../api-error';
import { endpointRequest, type EndpointRequest } from '../endpoints';
import { isOffline } from './network';
import { writeQueue } from './write-queue';

let lastTempId = 0;
/** A stand-in id for an item added offline: negative, so it never meets a real one. */
export function nextTempId(): number {
  lastTempId = Math.min(lastTempId - 1, -Date.now());
  return lastTempId;
}

export interface SendWriteOptions {
  /** What the member did, for the pending list and a conflict: 'Add “Milk”'. */
  label: string;
  /** The stand-in id of an item this call adds, replaced by the server's id in the changes queued after it. */
  tempId?: number;
}

/**
 * Sends one write, or keeps it for later when its definition allows (`offline: 'queue'`) and there is no network:
 * resolves to the answer, or to undefined when the change was queued. While changes are queued, a new one waits
 * behind them so the server sees them in the order they were made. Other writes go straight out (and are refused
 * with a clear message when offline, by `apiFetch`).
 */
export async function sendWrite<E extends EndpointDefinition>(
  endpoint: EndpointRoute<E>,
  input: EndpointInput<E>,
  { label, tempId }: SendWriteOptions,
): Promise<EndpointOutput<E> | undefined> {
  const request = (endpointRequest as (e: EndpointRoute<E>, i: EndpointInput<E>) => EndpointRequest)(
    endpoint,
    input,
  );
  const queued = {
    key: newIdempotencyKey(),
    request,
    resource: endpoint.resource,
    label,
    ...(tempId === undefined ? {} : { tempId }),
    queuedAt: new Date().toISOString(),
  };
  const queue = writeQueue();
  if (endpoint.offline === 'queue' && (isOffline() || queue.hasPending())) {
    await queue.enqueue(queued);
    if (!isOffline()) void queue.drain();
    return undefined;
  }
  try {
    return await apiFetch<EndpointOutput<E>>(request.path, { ...request, idempotencyKey: queued.key });
  } catch (error) {
    // No answer at all (the network dropped though the browser thinks it is online): keep it, as offline.
    if (endpoint.offline === 'queue' && !isApiError(error) && error instanceof TypeError) {
      await queue.enqueue(queued);
      return undefined;
    }
    throw error;
  }
}
