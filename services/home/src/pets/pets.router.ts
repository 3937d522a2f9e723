import type { Router } from 'express';
import { petEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { PetsService } from './pets.service';

export function petsRouter(service: PetsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => service.list(caller, query));
    bind(endpoints.careToday, ({ caller }) => service.today(caller));
    bind(endpoints.create, ({ caller, body }) => service.create(caller, body));
    bind(endpoints.update, ({ caller, params, body }) => service.update(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => service.remove(caller, params.id));
    bind(endpoints.addCare, ({ caller, params, body }) => service.addCare(caller, params.petId, body));
    bind(endpoints.updateCare, ({ caller, params, body }) =>
      service.updateCare(caller, params.petId, params.id, body),
    );
    bind(endpoints.removeCare, ({ caller, params }) => service.removeCare(caller, params.petId, params.id));
    bind(endpoints.markDone, ({ caller, params }) => service.markDone(caller, params.petId, params.id));
    bind(endpoints.undoDone, ({ caller, params }) => service.undoDone(caller, params.petId, params.id));
  });
}
