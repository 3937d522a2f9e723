import { Router } from 'express';
import { disableTwoFactorBody, enableTwoFactorBody } from '@familyhub/contracts';
import { callerOf, clientAddressOf, parse } from '@familyhub/server-kit';
import type { TwoFactorService } from './two-factor.service';

/** Settings › Security › Two-factor authentication; the sign-in step lives in the auth router. */
export function twoFactorRouter(twoFactor: TwoFactorService): Router {
  const router = Router();

  router.get('/api/auth/2fa', async (req, res) => {
    res.json(await twoFactor.status(callerOf(req)));
  });

  router.post('/api/auth/2fa/setup', async (req, res) => {
    res.json(await twoFactor.setup(callerOf(req)));
  });

  router.post('/api/auth/2fa/enable', async (req, res) => {
    const caller = callerOf(req);
    const { code } = parse(enableTwoFactorBody, req.body);
    res.json(await twoFactor.enable(caller, code, clientAddressOf(req)));
  });

  router.post('/api/auth/2fa/disable', async (req, res) => {
    const caller = callerOf(req);
    await twoFactor.disable(caller, parse(disableTwoFactorBody, req.body), clientAddressOf(req));
    res.status(204).end();
  });

  return router;
}
