import type { Router } from 'express';
import { moodEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { MoodsService } from './moods.service';

export function moodsRouter(service: MoodsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => service.list(caller, query));
    bind(endpoints.record, ({ caller, body }) => service.record(caller, body));
    bind(endpoints.remove, ({ caller, params }) => service.remove(caller, params.id));
  });
}
