import type { Router } from 'express';
import { eventEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { EventsService } from './events.service';

export function eventsRouter(events: EventsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.occurrences, ({ caller, query }) => events.occurrences(caller, query));
    bind(endpoints.create, ({ caller, body }) => events.create(caller, body));
    bind(endpoints.get, ({ caller, params }) => events.get(caller, params.id));
    bind(endpoints.update, ({ caller, params, body }) => events.update(caller, params.id, body));
    bind(endpoints.changeOccurrence, ({ caller, params, body }) =>
      events.changeOccurrence(caller, params.id, params.start, body),
    );
    bind(endpoints.cancelOccurrence, ({ caller, params }) =>
      events.cancelOccurrence(caller, params.id, params.start),
    );
    bind(endpoints.remove, ({ caller, params }) => events.remove(caller, params.id));
  });
}
