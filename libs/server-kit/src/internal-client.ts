import { randomUUID } from 'node:crypto';
import { CALLER_HEADER, REQUEST_ID_HEADER, signCaller, type InternalCaller } from './caller';
import { HttpError } from './errors';
import { serviceUrl, type ServiceName } from './service';
import { injectTraceContext } from './tracing/tracing';

export interface InternalCall {
  method?: string;
  path: string;
  /** A member (forwarded), a service acting for a family (`{ service, familyId }`), or nobody. */
  caller: InternalCaller | null;
  body?: unknown;
  requestId?: string;
  timeoutMs?: number;
}

/** A signed call from one service to another over HTTP (never through another service's tables). */
export async function callService<T>(
  internalKey: string,
  service: ServiceName,
  call: InternalCall,
): Promise<T> {
  const method = (call.method ?? 'GET').toUpperCase();
  const requestId = call.requestId ?? randomUUID();
  let res: Response;
  try {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [REQUEST_ID_HEADER]: requestId,
      [CALLER_HEADER]: signCaller(internalKey, {
        caller: call.caller,
        method,
        path: call.path,
        audience: service,
        requestId,
      }),
    };
    // The called service's span joins this request's trace (when tracing is on).
    injectTraceContext(headers);
    res = await fetch(serviceUrl(service) + call.path, {
      method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(call.timeoutMs ?? 2000),
    });
  } catch {
    throw new HttpError(503, 'service_unavailable', `The ${service} service is not answering right now`);
  }
  const text = await res.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  if (!res.ok) {
    const e = (body ?? {}) as { error?: string; message?: string };
    throw new HttpError(
      res.status,
      e.error ?? 'upstream_error',
      e.message ?? `${service} answered ${res.status}`,
    );
  }
  return body as T;
}
