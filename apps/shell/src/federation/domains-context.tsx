import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeys } from '@familyhub/api-client';
import { endpointRoutes, type DomainRegistration } from '@familyhub/contracts';
import { registerDomains } from './remote-runtime';

/** The platform promises that a switched domain is obeyed within 30 s: ask again every 15 s and on focus. */
export const DOMAINS_REFRESH_MS = 15_000;

export function useDomains() {
  const query = useQuery({
    queryKey: queryKeys.domains(),
    queryFn: async () => {
      const domains = await callEndpoint(endpointRoutes.platform.domains);
      registerDomains(domains);
      return domains;
    },
    // Every observer mounts with the shell, so their timers run in step and share each fetch.
    refetchInterval: DOMAINS_REFRESH_MS,
    // 'always': the shell's queries are never stale by default (spec 000 §9), the registry is the exception.
    refetchOnWindowFocus: 'always',
  });
  return query;
}

export interface RouteOwner {
  domain: DomainRegistration;
  path: string;
}

/** The registered domain that owns a path, if any (enabled or not). */
export function ownerOf(
  domains: readonly DomainRegistration[] | undefined,
  pathname: string,
): RouteOwner | null {
  if (!domains) return null;
  for (const domain of domains) {
    if (domain.routes.includes(pathname)) return { domain, path: pathname };
  }
  return null;
}

export const DomainsContext = React.createContext<ReturnType<typeof useDomains> | null>(null);
