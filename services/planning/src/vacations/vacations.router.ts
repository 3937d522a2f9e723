import type { Router } from 'express';
import { vacationEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { VacationsService } from './vacations.service';

export function vacationsRouter(vacations: VacationsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => vacations.list(caller, query));
    bind(endpoints.create, ({ caller, body }) => vacations.create(caller, body));
    bind(endpoints.update, ({ caller, params, body }) => vacations.update(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => vacations.remove(caller, params.id));
    bind(endpoints.packingItems, ({ caller, params }) => vacations.listPacking(caller, params.id));
    bind(endpoints.addPackingItem, ({ caller, body }) => vacations.addPacking(caller, body));
    bind(endpoints.updatePackingItem, ({ caller, params, body }) =>
      vacations.updatePacking(caller, params.id, body),
    );
    bind(endpoints.removePackingItem, ({ caller, params }) => vacations.removePacking(caller, params.id));
    bind(endpoints.itinerary, ({ caller, params }) => vacations.listItinerary(caller, params.id));
    bind(endpoints.addItineraryItem, ({ caller, body }) => vacations.addItinerary(caller, body));
    bind(endpoints.updateItineraryItem, ({ caller, params, body }) =>
      vacations.updateItinerary(caller, params.id, body),
    );
    bind(endpoints.removeItineraryItem, ({ caller, params }) => vacations.removeItinerary(caller, params.id));
  });
}
