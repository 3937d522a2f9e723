import { Router } from 'express';
import { updatePasswordBody } from '@familyhub/contracts';
import { callerOf, clientAddressOf, parse } from '@familyhub/server-kit';
import type { PasswordChangeService } from './password-change.service';

export function passwordChangeRouter(passwords: PasswordChangeService): Router {
  const router = Router();
  router.post('/api/user/update-password', async (req, res) => {
    const caller = callerOf(req);
    const body = parse(updatePasswordBody, req.body);
    res.json(await passwords.changePassword(caller, body, clientAddressOf(req)));
  });
  return router;
}
