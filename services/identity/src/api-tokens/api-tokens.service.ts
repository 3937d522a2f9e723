import {
  API_TOKEN_FORBIDDEN_ROLE,
  API_TOKEN_LIMIT_REACHED,
  canOrganise,
  MAX_API_TOKENS_PER_MEMBER,
  type ApiToken,
  type ApiTokenResolveAnswer,
  type CreateApiTokenValues,
  type CreatedApiToken,
} from '@familyhub/contracts';
import { conflict, forbidden, notFound, type Caller } from '@familyhub/server-kit';
import { effectivePlan } from '../subscription';
import { hashApiToken, newApiToken, visiblePrefixOf } from './api-token-secret';
import type { ApiTokensRepository } from './api-tokens.repository';
import type { ApiTokenRow } from './api-tokens.table';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Every call through the gateway resolves (a few seconds cached there); write last_used_at at most once a minute. */
const TOUCH_INTERVAL_MS = 60_000;

export const TOKEN_CANNOT_MANAGE_TOKENS = 'An API token cannot manage API tokens. Sign in to do that.';

function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope,
    domains: row.domains ?? null,
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Managing tokens takes a signed-in member; the gateway refuses token calls first, this is the second lock. */
function assertSignedInMember(caller: Caller): void {
  if (caller.apiTokenId !== undefined) throw forbidden(TOKEN_CANNOT_MANAGE_TOKENS, 'api_token_forbidden');
}

export interface ApiTokensServiceOptions {
  repository: ApiTokensRepository;
  clock?: () => Date;
}

export function createApiTokensService({
  repository: tokens,
  clock = () => new Date(),
}: ApiTokensServiceOptions) {
  return {
    /** The member's own tokens; nobody sees another member's. */
    async listOwn(caller: Caller): Promise<ApiToken[]> {
      assertSignedInMember(caller);
      return (await tokens.listOwn(caller.familyId, caller.userId)).map(toApiToken);
    },

    /** Admins and parents create tokens for themselves; the token is in this answer only. */
    async create(caller: Caller, body: CreateApiTokenValues) {
      assertSignedInMember(caller);
      if (!canOrganise(caller.role)) throw forbidden(API_TOKEN_FORBIDDEN_ROLE);
      const now = clock();
      if ((await tokens.countLive(caller.familyId, caller.userId, now)) >= MAX_API_TOKENS_PER_MEMBER)
        throw conflict(API_TOKEN_LIMIT_REACHED);
      const token = newApiToken();
      const row = await tokens.insert({
        familyId: caller.familyId,
        userId: caller.userId,
        name: body.name,
        tokenHash: hashApiToken(token),
        prefix: visiblePrefixOf(token),
        scope: body.scope,
        domains: body.domains,
        expiresAt: new Date(now.getTime() + body.expiresInDays * DAY_MS),
      });
      const created: CreatedApiToken = { ...toApiToken(row), token };
      return created;
    },

    /** Revokes (deletes) one of the member's own tokens; another member's, or another family's, is not found. */
    async revokeOwn(caller: Caller, tokenId: number): Promise<void> {
      assertSignedInMember(caller);
      if (!(await tokens.deleteOwn(caller.familyId, caller.userId, tokenId))) throw notFound('API token');
    },

    /** The member a bearer token acts as, with what the gateway enforces for it; null when unknown or expired. */
    async resolve(token: string): Promise<ApiTokenResolveAnswer | null> {
      const now = clock();
      const live = await tokens.findLive(hashApiToken(token), now);
      if (!live) return null;
      if (!live.lastUsedAt || now.getTime() - live.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS)
        await tokens.touch(live.tokenId, now);
      return {
        caller: {
          userId: live.userId,
          familyId: live.familyId,
          role: live.role,
          plan: effectivePlan(live, now),
          canEditSchedule: live.role === 'admin' || (live.role === 'parent' && live.canEditSchedule),
          language: live.language,
          apiTokenId: live.tokenId,
        },
        access: { canViewFinances: live.canViewFinances },
        token: {
          id: live.tokenId,
          scope: live.scope,
          domains: live.domains ?? null,
          expiresAt: live.expiresAt.toISOString(),
        },
      };
    },
  };
}
export type ApiTokensService = ReturnType<typeof createApiTokensService>;
