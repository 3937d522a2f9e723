import type { Router } from 'express';
import { homeworkEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { HomeworkService } from './homework.service';

export function homeworkRouter(homework: HomeworkService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => homework.list(caller, query));
    bind(endpoints.get, ({ caller, params }) => homework.get(caller, params.id));
    bind(endpoints.create, ({ caller, body }) => homework.create(caller, body));
    bind(endpoints.update, ({ caller, params, body }) => homework.update(caller, params.id, body));
    bind(endpoints.complete, ({ caller, params, body }) => homework.complete(caller, params.id, body));
    bind(endpoints.verify, ({ caller, params, body }) => homework.verify(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => homework.remove(caller, params.id));
  });
}
