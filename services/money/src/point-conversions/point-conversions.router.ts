import type { Router } from 'express';
import { allowanceEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { PointConversionsService } from './point-conversions.service';

export function pointConversionsRouter(service: PointConversionsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.pointsRate, ({ caller }) => service.rate(caller));
    bind(endpoints.setPointsRate, ({ caller, body }) => service.setRate(caller, body));
    bind(endpoints.convertPoints, ({ caller, params, body }) => service.convert(caller, params.id, body));
  });
}
