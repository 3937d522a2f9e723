import type { Router } from 'express';
import { billingEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { BillingService } from './billing.service';
/** /api/subscription/* (GET /api/subscription/status stays in subscription.router.ts). */
export function billingRouter(billing: BillingService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.details, ({ caller }) => billing.details(caller));
    bind(endpoints.history, ({ caller }) => billing.history(caller));
    // A parent or child is told "admin only" before the body is read (the definitions' access rule).
    bind(endpoints.checkout, ({ caller, body }) => billing.checkout(caller, body));
    bind(endpoints.change, ({ caller, body }) => billing.change(caller, body));
    bind(endpoints.cancel, ({ caller }) => billing.cancel(caller));
    bind(endpoints.resume, ({ caller }) => billing.resume(caller));
    bind(endpoints.switchToFree, ({ caller }) => billing.switchToFree(caller));
  });
}
