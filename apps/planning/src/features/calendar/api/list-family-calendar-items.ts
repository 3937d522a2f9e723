import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeys } from '@familyhub/api-client';
import {
  endpointRoutes,
  familyCalendarSources,
  type calendarItemsEndpoint,
  type DomainId,
  type EndpointRoute,
  type FamilyCalendarItem,
} from '@familyhub/contracts';
import { viewerTimeZone, type DayKey } from '../calendar-days';

/** Each contributing domain's calendar items (every one the same definition shape, contracts' calendarItemsEndpoint). */
const calendarItemsOf: Partial<Record<DomainId, EndpointRoute<ReturnType<typeof calendarItemsEndpoint>>>> = {
  school: endpointRoutes.schoolFiles.calendarItems,
  wellness: endpointRoutes.meTime.calendarItems,
};

/** One contributed item, with the domain that contributed it. */
export interface ContributedItem extends FamilyCalendarItem {
  domain: DomainId;
  domainName: string;
}

/** A domain whose part of the calendar could not be read (down, or answering an error). */
export interface MissingSource {
  domain: DomainId;
  domainName: string;
  retry: () => void;
}

/**
 * What the other domains add to the family calendar for one window of days (docs/adr/0014): for each catalogue
 * `calendarSources` entry of a domain the caller's plan has switched on, `GET /api/<domain>/calendar-items`. Each
 * source is its own query keyed under its live topic, so a change there refreshes it and a domain that is down
 * leaves the planning events (and the other domains) as they are.
 */
export function useFamilyCalendarItems(from: DayKey, to: DayKey) {
  // The registry the shell reads for its navigation: which domains this caller may use right now.
  const domains = useQuery({
    queryKey: queryKeys.domains(),
    queryFn: () => callEndpoint(endpointRoutes.platform.domains),
  });
  const enabled = new Set((domains.data ?? []).filter((d) => d.enabled).map((d) => d.id));
  const sources = familyCalendarSources.flatMap((s) => {
    const route = calendarItemsOf[s.domain];
    return enabled.has(s.domain) && route ? [{ ...s, route }] : [];
  });
  const tz = viewerTimeZone();
  const results = useQueries({
    queries: sources.map(({ route, source }) => ({
      queryKey: [source, 'family-calendar', from, to, tz] as const,
      queryFn: () => callEndpoint(route, { query: { source, from, to, tz } }),
      placeholderData: keepPreviousData,
    })),
  });

  const items: ContributedItem[] = [];
  const failed = new Map<DomainId, { name: string; refetches: (() => unknown)[] }>();
  results.forEach((result, index) => {
    const { domain, name } = sources[index];
    if (result.data) {
      for (const item of result.data) items.push({ ...item, domain, domainName: name });
    } else if (result.isError) {
      const entry = failed.get(domain) ?? { name, refetches: [] };
      entry.refetches.push(result.refetch);
      failed.set(domain, entry);
    }
  });
  const missing: MissingSource[] = [...failed].map(([domain, { name, refetches }]) => ({
    domain,
    domainName: name,
    retry: () => refetches.forEach((refetch) => void refetch()),
  }));
  return { items, missing };
}
