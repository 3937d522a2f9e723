import type { Router } from 'express';
import { noteEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { NotesService } from './notes.service';

/** `/api/notes`, served from its definitions: the caller's notes, one note, write, change, delete, share. */
export function notesRouter(service: NotesService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => service.list(caller, query));
    bind(endpoints.get, ({ caller, params }) => service.get(caller, params.id));
    bind(endpoints.create, ({ caller, body }) => service.create(caller, body));
    bind(endpoints.update, ({ caller, params, body }) => service.update(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => service.remove(caller, params.id));
    bind(endpoints.share, ({ caller, params, body }) => service.share(caller, params.id, body));
  });
}
