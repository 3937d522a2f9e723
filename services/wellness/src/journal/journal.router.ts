import type { Router } from 'express';
import { journalEntryEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { JournalService } from './journal.service';

/** `/api/journal-entries`, served from its definitions (the fixed paths before `/:id`). */
export function journalRouter(service: JournalService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.days, ({ caller, query }) => service.days(caller, query));
    bind(endpoints.tags, ({ caller }) => service.tags(caller));
    bind(endpoints.list, ({ caller, query }) => service.list(caller, query));
    bind(endpoints.get, ({ caller, params }) => service.get(caller, params.id));
    bind(endpoints.create, ({ caller, body }) => service.create(caller, body));
    bind(endpoints.update, ({ caller, params, body }) => service.update(caller, params.id, body));
    bind(endpoints.share, ({ caller, params, body }) => service.share(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => service.remove(caller, params.id));
  });
}
