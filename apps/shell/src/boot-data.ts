import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@familyhub/api-client';
import type { DomainRegistration, Session } from '@familyhub/contracts';
import { registerDomains } from './federation/remote-runtime';

/** Written by the gateway into each page (services/gateway/src/shell-boot.ts). */
export const BOOT_ELEMENT_ID = 'familyhub-boot';

interface BootData {
  session: Session | null;
  domains: DomainRegistration[];
}

function isBootData(value: unknown): value is BootData {
  if (typeof value !== 'object' || value === null) return false;
  const { session, domains } = value as Record<string, unknown>;
  return (session === null || typeof session === 'object') && Array.isArray(domains);
}

/**
 * Seeds the session (and with it the subscription) and the domain registry the gateway answered inside this page, so
 * the first screen and its remotes start at once instead of after `GET /api/auth/me` and `GET /api/platform/domains`
 * (issue #16). The element is removed once read: it describes this page load only. Without it (a plain page, a dev
 * server), the queries ask as before.
 */
export function seedFromPage(client: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element) return false;
  element.remove();
  let data: unknown;
  try {
    data = JSON.parse(element.textContent ?? '');
  } catch {
    return false;
  }
  if (!isBootData(data)) return false;
  client.setQueryData(queryKeys.session(), data.session);
  // The session carries the family's subscription, as GET /api/subscription/status answers it (identity's one
  // subscriptionStatusOf): the plan is known at the first render, instead of every card drawing again when that
  // call answers (issue #16: a 100 ms task on a phone, counted in Lighthouse's Total Blocking Time).
  if (data.session) client.setQueryData(queryKeys.subscription(), data.session.subscription);
  registerDomains(data.domains);
  client.setQueryData(queryKeys.domains(), data.domains);
  return true;
}
