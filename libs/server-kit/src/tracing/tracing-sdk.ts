import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { setRecording, tracingOn, type Tracing } from './tracing';

/**
 * The OpenTelemetry SDK's part of tracing, loaded only when a process records traces (tracing.ts's
 * `startTracing`, and tests through `@familyhub/server-kit/testing`).
 */

/**
 * Records spans through `processor` from now on, for the whole process: the W3C `traceparent` header links a
 * gateway's span to the service's, and the async context (AsyncLocalStorage) links a request to its queries.
 */
export function registerTracing(serviceName: string, processor: SpanProcessor): Tracing {
  if (tracingOn()) throw new Error('tracing is already registered in this process');
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName, 'service.namespace': 'familyhub' }),
    spanProcessors: [processor],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  let stopped = false;
  const tracing: Tracing = {
    async shutdown() {
      if (stopped) return;
      stopped = true;
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
      setRecording(undefined);
    },
  };
  setRecording(tracing);
  return tracing;
}

/** Spans exported over OTLP/HTTP in batches (the standard `OTEL_EXPORTER_OTLP_*` variables configure it). */
export function exportTraces(serviceName: string): Tracing {
  return registerTracing(serviceName, new BatchSpanProcessor(new OTLPTraceExporter()));
}
