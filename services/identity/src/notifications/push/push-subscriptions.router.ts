import type { Router } from 'express';
import { notificationEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { PushSubscriptionsService } from './push-subscriptions.service';

/** The devices that receive the caller's web push (issue #30). */
export function pushSubscriptionsRouter(devices: PushSubscriptionsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.pushDevices, ({ caller }) => devices.list(caller));
    bind(endpoints.subscribePush, ({ caller, body }) => devices.subscribe(caller, body));
    bind(endpoints.removePushDevice, ({ caller, params }) => devices.remove(caller, params.id));
  });
}
