import type { Router } from 'express';
import { apiTokenResolveBody, securityEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter, forbidden, parse, unauthenticated } from '@familyhub/server-kit';
import type { ApiTokensService } from './api-tokens.service';

export const API_TOKEN_NOT_VALID =
  'This API token is not valid: it was revoked, has expired or never existed.';

/** Settings › Security › API tokens: the caller's own tokens; and the gateway's lookup of a bearer token. */
export function apiTokensRouter(tokens: ApiTokensService): Router {
  const router = endpointRouter((bind) => {
    bind(endpoints.apiTokens, ({ caller }) => tokens.listOwn(caller));
    bind(endpoints.createApiToken, ({ caller, body }) => tokens.create(caller, body));
    bind(endpoints.revokeApiToken, ({ caller, params }) => tokens.revokeOwn(caller, params.id));
  });
  router.post('/internal/api-tokens/resolve', async (req, res) => {
    if (req.caller) throw forbidden('Only the gateway resolves API tokens');
    const { token } = parse(apiTokenResolveBody, req.body);
    const answer = await tokens.resolve(token);
    if (!answer) throw unauthenticated(API_TOKEN_NOT_VALID);
    res.json(answer);
  });
  return router;
}
