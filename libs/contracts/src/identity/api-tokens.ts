import { z } from 'zod';
import { domainIds } from '../catalogue';
import { sessionResolveAnswer } from '../internal';

/** Every personal API token starts with this, so a leaked one is recognisable (and scannable) as FamilyHub's. */
export const API_TOKEN_PREFIX = 'fh_';
/** A token expires within this many days at most: a forgotten integration does not keep a key alive forever. */
export const API_TOKEN_MAX_DAYS = 365;
/** Live tokens one member may hold at once. */
export const MAX_API_TOKENS_PER_MEMBER = 20;

export const API_TOKEN_FORBIDDEN_ROLE = 'Only a family admin or parent can create API tokens';
export const API_TOKEN_LIMIT_REACHED = `You already have ${MAX_API_TOKENS_PER_MEMBER} API tokens. Revoke one you no longer use first.`;

export const apiTokenScopes = ['read', 'read-write'] as const;
/** 'read': GET and HEAD only; 'read-write': every method the member may use. */
export const apiTokenScope = z.enum(apiTokenScopes, { error: 'Choose read-only or read-write' });
export type ApiTokenScope = z.infer<typeof apiTokenScope>;

/** The domains a token may reach; null means every domain (and the member's own account reads). */
export const apiTokenDomains = z
  .array(z.enum(domainIds, { error: 'Unknown domain' }))
  .min(1, 'Choose at least one domain, or all of them')
  .transform((domains) => [...new Set(domains)].sort())
  .nullable();

/** POST /api/auth/api-tokens — Settings › Security › API tokens › Create token. */
export const createApiTokenBody = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(60, 'Name must be at most 60 characters'),
    scope: apiTokenScope,
    domains: apiTokenDomains,
    expiresInDays: z
      .number({ error: 'Choose when the token expires' })
      .int('Choose when the token expires')
      .min(1, 'A token lasts at least 1 day')
      .max(API_TOKEN_MAX_DAYS, `A token expires within ${API_TOKEN_MAX_DAYS} days at most`),
  })
  .strict();
export type CreateApiTokenBody = z.input<typeof createApiTokenBody>;
/** The body as the service reads it (name trimmed, domains sorted without repeats). */
export type CreateApiTokenValues = z.output<typeof createApiTokenBody>;

/** One of the caller's tokens as listed (GET /api/auth/api-tokens): never the token or its hash. */
export const apiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the token (`fh_AbCd`), to tell tokens apart. */
  prefix: z.string(),
  scope: apiTokenScope,
  domains: z.array(z.enum(domainIds)).nullable(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiToken = z.infer<typeof apiToken>;

/** The 201 answer of POST /api/auth/api-tokens: the token itself, shown this once. */
export const createdApiToken = apiToken.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiToken>;

/** POST /internal/api-tokens/resolve (gateway → identity): the bearer token of a call. */
export const apiTokenResolveBody = z.object({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(512),
});

/** Its 200 answer: the member the token acts as, and what the gateway enforces for the token. */
export const apiTokenResolveAnswer = z.object({
  caller: sessionResolveAnswer.shape.caller.omit({ sessionId: true }).extend({
    apiTokenId: z.number().int(),
  }),
  access: z.object({ canViewFinances: z.boolean() }),
  token: z.object({
    id: z.number().int(),
    scope: apiTokenScope,
    domains: z.array(z.enum(domainIds)).nullable(),
    expiresAt: z.string(),
  }),
});
export type ApiTokenResolveAnswer = z.infer<typeof apiTokenResolveAnswer>;

/** The OpenAPI security scheme of `/api` for integrations (the document lists it under components.securitySchemes). */
export const apiTokenSecurityScheme = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'fh_<43 characters>',
  description:
    'A personal API token (Settings › Security › API tokens), sent as `Authorization: Bearer fh_…` without a ' +
    'cookie or the X-Requested-With header. It acts as the member who created it, with their role and plan; a ' +
    'read-only token may only GET, a token limited to some domains reaches only those. It can never manage API ' +
    'tokens, sessions, the password, two-factor sign-in, billing, the account (export, deletion) or remove a ' +
    'member (403 `api_token_forbidden`). An expired or revoked token answers 401; each token may make a limited ' +
    'number of calls a minute (429 `rate_limited` with Retry-After).',
} as const;
