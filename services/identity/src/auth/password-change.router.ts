import { Router, type ErrorRequestHandler } from 'express';
import { updatePasswordBody } from '@familyhub/contracts';
import { callerOf, clientAddressOf, parse } from '@familyhub/server-kit';
import { SignInRateLimited } from './sign-in-limiter';
import type { PasswordChangeService } from './password-change.service';

export function passwordChangeRouter(passwords: PasswordChangeService): Router {
  const router = Router();
  router.post('/api/user/update-password', async (req, res) => {
    const caller = callerOf(req);
    const body = parse(updatePasswordBody, req.body);
    res.json(await passwords.changePassword(caller, body, clientAddressOf(req)));
  });
  const addRetryAfter: ErrorRequestHandler = (err, _req, res, next) => {
    if (err instanceof SignInRateLimited) res.setHeader('Retry-After', String(err.retryAfterSeconds));
    next(err);
  };
  router.use(addRetryAfter);
  return router;
}
