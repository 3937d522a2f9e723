import type { Router } from 'express';
import { emergencyContactEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { EmergencyContactsService } from './emergency-contacts.service';

export function emergencyContactsRouter(contacts: EmergencyContactsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => contacts.list(caller, query));
    bind(endpoints.create, ({ caller, body }) => contacts.create(caller, body));
    bind(endpoints.update, ({ caller, params, body }) => contacts.update(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => contacts.remove(caller, params.id));
  });
}
