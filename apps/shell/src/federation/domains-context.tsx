import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@familyhub/api-client';
import type { DomainRegistration } from '@familyhub/contracts';
import { registerDomains } from './remote-runtime';

export function useDomains() {
  const query = useQuery({
    queryKey: queryKeys.domains(),
    queryFn: async () => {
      const domains = await api.get<DomainRegistration[]>('/api/platform/domains');
      registerDomains(domains);
      return domains;
    },
  });
  return query;
}

export interface RouteOwner {
  domain: DomainRegistration;
  path: string;
}

/** The registered domain that owns a path, if any (enabled or not). */
export function ownerOf(domains: readonly DomainRegistration[] | undefined, pathname: string): RouteOwner | null {
  if (!domains) return null;
  for (const domain of domains) {
    if (domain.routes.includes(pathname)) return { domain, path: pathname };
  }
  return null;
}

export const DomainsContext = React.createContext<ReturnType<typeof useDomains> | null>(null);
