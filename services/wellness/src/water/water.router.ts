import type { Router } from 'express';
import { waterEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { WaterService } from './water.service';

/** 001 §7's water calls, plus the day totals for the progress bar and the 7-day chart. */
export function waterRouter(service: WaterService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.intakes, ({ caller, query }) => service.listIntakes(caller, query));
    bind(endpoints.totals, ({ caller, query }) => service.totals(caller, query));
    bind(endpoints.addIntake, ({ caller, body }) => service.addIntake(caller, body));
    bind(endpoints.removeIntake, ({ caller, params }) => service.removeIntake(caller, params.id));
    bind(endpoints.goals, ({ caller, query }) => service.listGoals(caller, query));
    bind(endpoints.createGoal, ({ caller, body }) => service.createGoal(caller, body));
    bind(endpoints.updateGoal, ({ caller, params, body }) => service.updateGoal(caller, params.id, body));
  });
}
