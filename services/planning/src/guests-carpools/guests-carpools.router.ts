import type { Router } from 'express';
import { guestsCarpoolEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { GuestsCarpoolsService } from './guests-carpools.service';

export function guestsCarpoolsRouter(service: GuestsCarpoolsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.guests, ({ caller, params }) => service.listGuests(caller, params.id));
    bind(endpoints.addGuest, ({ caller, body }) => service.createGuest(caller, body));
    bind(endpoints.updateGuest, ({ caller, params, body }) => service.updateGuest(caller, params.id, body));
    bind(endpoints.removeGuest, ({ caller, params }) => service.removeGuest(caller, params.id));
    bind(endpoints.carpools, ({ caller, params }) => service.listCarpools(caller, params.id));
    bind(endpoints.addCarpool, ({ caller, body }) => service.createCarpool(caller, body));
    bind(endpoints.updateCarpool, ({ caller, params, body }) =>
      service.updateCarpool(caller, params.id, body),
    );
    bind(endpoints.removeCarpool, ({ caller, params }) => service.removeCarpool(caller, params.id));
    bind(endpoints.passengers, ({ caller, params }) => service.listPassengers(caller, params.id));
    bind(endpoints.addPassenger, ({ caller, body }) => service.addPassenger(caller, body));
    bind(endpoints.removePassenger, ({ caller, params }) => service.removePassenger(caller, params.id));
  });
}
