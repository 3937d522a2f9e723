import type { Router } from 'express';
import { securityEndpoints as endpoints } from '@familyhub/contracts';
import { clientAddressOf, endpointRouter } from '@familyhub/server-kit';
import type { TwoFactorService } from './two-factor.service';

/** Settings › Security › Two-factor authentication; the sign-in step lives in the auth router. */
export function twoFactorRouter(twoFactor: TwoFactorService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.twoFactor, ({ caller }) => twoFactor.status(caller));
    bind(endpoints.setupTwoFactor, ({ caller }) => twoFactor.setup(caller));
    bind(endpoints.enableTwoFactor, ({ caller, body }, req) =>
      twoFactor.enable(caller, body.code, clientAddressOf(req)),
    );
    bind(endpoints.disableTwoFactor, ({ caller, body }, req) =>
      twoFactor.disable(caller, body, clientAddressOf(req)),
    );
  });
}
