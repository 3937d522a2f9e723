import type { Router } from 'express';
import { cleaningEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { CleaningService } from './cleaning.service';

export function cleaningRouter(service: CleaningService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.templates, ({ caller, query }) => service.templates(caller, query));
    bind(endpoints.createTemplate, ({ caller, body }) => service.createTemplate(caller, body));
    bind(endpoints.template, ({ caller, params }) => service.template(caller, params.id));
    bind(endpoints.updateTemplate, ({ caller, params, body }) =>
      service.updateTemplate(caller, params.id, body),
    );
    bind(endpoints.removeTemplate, ({ caller, params }) => service.removeTemplate(caller, params.id));
    bind(endpoints.sessions, ({ caller, query }) => service.sessions(caller, query));
    bind(endpoints.start, ({ caller, body }) => service.start(caller, body.templateId));
    bind(endpoints.tick, ({ caller, params, body }) =>
      service.tick(caller, params.id, params.taskId, body.isCompleted),
    );
    bind(endpoints.finish, ({ caller, params, body }) =>
      service.finish(caller, params.id, body.notes ?? null),
    );
  });
}
