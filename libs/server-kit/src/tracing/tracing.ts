import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER } from '../caller';
import { logger } from '../logger';

/** The span attribute that carries FamilyHub's own request id (`x-request-id`), on every span of a request. */
export const REQUEST_ID_ATTRIBUTE = 'familyhub.request_id';

/** The recording of this process, while on (tracing-sdk.ts's `registerTracing`). */
let recording: Tracing | undefined;

/** Whether this process records traces (`registerTracing` ran): everything below is a no-op until then. */
export function tracingOn(): boolean {
  return recording !== undefined;
}

/** @internal tracing-sdk.ts's: the recording in force, or undefined once it stopped. */
export function setRecording(next: Tracing | undefined): void {
  recording = next;
}

export interface Tracing {
  /** Sends the spans still buffered and stops (a service's shutdown). */
  shutdown(): Promise<void>;
}

/**
 * Off by default. On when `OTEL_EXPORTER_OTLP_ENDPOINT` (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) names an OTLP/HTTP
 * collector, e.g. `http://otel-collector:4318`; `OTEL_TRACES_EXPORTER=none` keeps it off all the same. The exporter
 * reads the rest of the standard `OTEL_EXPORTER_OTLP_*` variables (headers, timeout) itself. The OpenTelemetry SDK
 * and exporter load only then (tracing-sdk.ts): ~13 MB a process that a platform without a collector never needs
 * (issue #34, memory).
 */
export async function startTracing(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Tracing | undefined> {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint || env.OTEL_TRACES_EXPORTER === 'none') return undefined;
  const { exportTraces } = await import('./tracing-sdk');
  const tracing = exportTraces(serviceName);
  logger.child({ service: serviceName }).info({ endpoint }, 'traces are exported over OTLP/HTTP');
  return tracing;
}

/** The tracer of one part of the platform (`familyhub-gateway`, `familyhub-planning`, …). */
export function tracerOf(serviceName: string): Tracer {
  return trace.getTracer(`familyhub-${serviceName}`);
}

function endWith(span: Span, error?: unknown) {
  if (error !== undefined) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({
      code: SpanStatusCode.ERROR,
      message: error instanceof Error ? error.message : undefined,
    });
  }
  span.end();
}

/**
 * One SERVER span per request, child of the caller's (`traceparent`), named by the matched route pattern once the
 * answer is sent (never the raw path), with the request id; the handlers, the queries and the calls the request
 * makes run inside it.
 */
export function traceRequests(serviceName: string): RequestHandler {
  const tracer = tracerOf(serviceName);
  return (req, res, next) => {
    if (!tracingOn()) return next();
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = tracer.startSpan(
      req.method,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': req.method, 'url.path': req.path },
      },
      parent,
    );
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const requestId = req.headers[REQUEST_ID_HEADER];
      if (typeof requestId === 'string') span.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
      const route = req.route?.path ? `${req.baseUrl ?? ''}${String(req.route.path)}` : undefined;
      if (route) span.setAttribute('http.route', route);
      // The gateway's forwarded calls match no route of its own: named by their service (`proxy:planning`).
      const named =
        route ?? (typeof res.locals.metricsRoute === 'string' ? res.locals.metricsRoute : undefined);
      span.updateName(named ? `${req.method} ${named}` : req.method);
      const status = res.headersSent ? res.statusCode : 499;
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    };
    res.once('finish', end);
    res.once('close', end);
    context.with(trace.setSpan(parent, span), next);
  };
}

/** Adds the current span's `traceparent` to headers going out to another part of the platform. */
export function injectTraceContext(headers: Record<string, unknown>): void {
  if (tracingOn()) propagation.inject(context.active(), headers);
}

type Query = (...args: never[]) => unknown;

/**
 * A database client's `query` that records a CLIENT span per statement, child of the request's span: the SQL text
 * with its `$n` placeholders (never the values), the system and the schema.
 */
export function traceQueries<Q extends Query>(
  query: Q,
  system: 'postgresql' | 'pglite',
  schemaName: string,
): Q {
  const tracer = tracerOf('db');
  return function traced(this: unknown, ...args: Parameters<Q>) {
    if (!tracingOn()) return query.apply(this, args);
    const first = args[0] as unknown;
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    const statement = typeof text === 'string' ? text : '';
    const operation = /^\s*(\w+)/.exec(statement)?.[1]?.toUpperCase() ?? 'QUERY';
    return tracer.startActiveSpan(
      `${operation} ${schemaName}`,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': system === 'pglite' ? 'postgresql' : system,
          'db.namespace': schemaName,
          'db.operation.name': operation,
          'db.query.text': statement.slice(0, 2000),
        },
      },
      (span) => {
        let result: unknown;
        try {
          result = query.apply(this, args);
        } catch (error) {
          endWith(span, error);
          throw error;
        }
        if (!result || typeof (result as Promise<unknown>).then !== 'function') {
          endWith(span);
          return result;
        }
        return (result as Promise<unknown>).then(
          (value) => {
            endWith(span);
            return value;
          },
          (error: unknown) => {
            endWith(span, error);
            throw error;
          },
        );
      },
    );
  } as Q;
}
