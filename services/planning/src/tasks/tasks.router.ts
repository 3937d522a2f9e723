import type { Router } from 'express';
import { taskEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter, requestIdOf } from '@familyhub/server-kit';
import type { TasksService } from './tasks.service';

export function tasksRouter(tasks: TasksService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => tasks.list(caller, query));
    bind(endpoints.create, ({ caller, body }, req) => tasks.create(caller, body, requestIdOf(req)));
    bind(endpoints.get, ({ caller, params }) => tasks.get(caller, params.id));
    bind(endpoints.update, ({ caller, params, body }, req) =>
      tasks.update(caller, params.id, body, requestIdOf(req)),
    );
    bind(endpoints.remove, ({ caller, params }) => tasks.remove(caller, params.id));
  });
}
