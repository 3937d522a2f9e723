import type { Router } from 'express';
import { schoolDocumentEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { DocumentsService } from './documents.service';

export function documentsRouter(documents: DocumentsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => documents.list(caller, query));
    bind(endpoints.summary, ({ caller, query }) => documents.summary(caller, query.today));
    bind(endpoints.get, ({ caller, params }) => documents.get(caller, params.id));
    bind(endpoints.create, ({ caller, body }) => documents.create(caller, body));
    bind(endpoints.update, ({ caller, params, body }) => documents.update(caller, params.id, body));
    bind(endpoints.submit, ({ caller, params }) => documents.submit(caller, params.id));
    bind(endpoints.makeTask, ({ caller, params, body }) => documents.makeTask(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => documents.remove(caller, params.id));
  });
}
