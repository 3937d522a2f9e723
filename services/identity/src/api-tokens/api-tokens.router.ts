import { Router } from 'express';
import { apiTokenResolveBody, createApiTokenBody } from '@familyhub/contracts';
import { callerOf, forbidden, parse, parseId, unauthenticated } from '@familyhub/server-kit';
import type { ApiTokensService } from './api-tokens.service';

export const API_TOKEN_NOT_VALID =
  'This API token is not valid: it was revoked, has expired or never existed.';

/** Settings › Security › API tokens: the caller's own tokens; and the gateway's lookup of a bearer token. */
export function apiTokensRouter(tokens: ApiTokensService): Router {
  const router = Router();

  router.get('/api/auth/api-tokens', async (req, res) => {
    res.json(await tokens.listOwn(callerOf(req)));
  });

  router.post('/api/auth/api-tokens', async (req, res) => {
    const caller = callerOf(req);
    res.status(201).json(await tokens.create(caller, parse(createApiTokenBody, req.body)));
  });

  router.delete('/api/auth/api-tokens/:id', async (req, res) => {
    await tokens.revokeOwn(callerOf(req), parseId(req.params.id, 'API token'));
    res.status(204).end();
  });

  /** Reached only through the gateway's signature (checked by the service frame), before it knows anybody. */
  router.post('/internal/api-tokens/resolve', async (req, res) => {
    if (req.caller) throw forbidden('Only the gateway resolves API tokens');
    const { token } = parse(apiTokenResolveBody, req.body);
    const answer = await tokens.resolve(token);
    if (!answer) throw unauthenticated(API_TOKEN_NOT_VALID);
    res.json(answer);
  });

  return router;
}
