import { Router } from 'express';
import {
  digestAnswer,
  digestRequest,
  MAX_DIGEST_ITEMS,
  type DigestAnswer,
  type DigestItem,
  type DigestSection,
  type DigestSectionKey,
  type DigestWindow,
  type ServiceName,
} from '@familyhub/contracts';

import { callService } from '../internal-client';
import { forbidden, parse } from '../errors';
import { localDate } from '../time/zoned-time';

/** What one domain puts in the digests of many families at once: its sections by family id. */
export type DigestProvider = (windows: readonly DigestWindow[]) => Promise<Map<number, DigestSection[]>>;

/** Local days [firstDay, lastDay], both included (YYYY-MM-DD). */
export interface DigestDays {
  firstDay: string;
  lastDay: string;
}

/** The local days a window covers, both included: its start's day to the day of its last moment. */
export function digestDaysOf(window: DigestWindow): DigestDays {
  return {
    firstDay: localDate(new Date(window.from), window.timeZone),
    lastDay: localDate(new Date(Date.parse(window.to) - 1), window.timeZone),
  };
}

/** Whether a date (YYYY-MM-DD) falls on one of the days. */
export function withinDays(day: string | null, days: DigestDays): boolean {
  return day !== null && day >= days.firstDay && day <= days.lastDay;
}

/** The days every one of a batch's windows covers: the one range its queries read (each family keeps its own). */
export function unionOfDays(days: readonly DigestDays[]): DigestDays {
  return {
    firstDay: days.map((d) => d.firstDay).reduce((a, b) => (a < b ? a : b)),
    lastDay: days.map((d) => d.lastDay).reduce((a, b) => (a > b ? a : b)),
  };
}

/** One section from a domain's items (sorted by when), the first MAX_DIGEST_ITEMS listed and the rest counted. */
export function digestSectionOf(key: DigestSectionKey, items: DigestItem[]): DigestSection | null {
  if (items.length === 0) return null;
  const sorted = [...items].sort((a, b) => (a.when ?? '').localeCompare(b.when ?? ''));
  return {
    key,
    items: sorted.slice(0, MAX_DIGEST_ITEMS),
    more: Math.max(0, sorted.length - MAX_DIGEST_ITEMS),
  };
}

/** Rows grouped by their family, for a provider that read many families in one query. */
export function byFamily<Row extends { familyId: number }>(rows: readonly Row[]): Map<number, Row[]> {
  const grouped = new Map<number, Row[]>();
  for (const row of rows) grouped.set(row.familyId, [...(grouped.get(row.familyId) ?? []), row]);
  return grouped;
}

/**
 * `POST /internal/digest` (issue #30): identity, signed and with no caller, asks a domain what falls in each
 * family's window; never forwarded by the gateway, and refused to any member or family-bound caller.
 */
export function digestRouter(provide: DigestProvider): Router {
  const router = Router();
  router.post('/internal/digest', async (req, res) => {
    if (req.caller || req.serviceCaller) throw forbidden('Only identity asks for the family digests');
    const { families } = parse(digestRequest, req.body);
    const sections = await provide(families);
    const answer: DigestAnswer = {
      families: families.map((window) => ({
        familyId: window.familyId,
        sections: sections.get(window.familyId) ?? [],
      })),
    };
    res.json(answer);
  });
  return router;
}

/** identity's side: one domain's sections for many families (a timeout or an error is the caller's to handle). */
export async function askDigest(
  internalKey: string,
  service: ServiceName,
  windows: readonly DigestWindow[],
  timeoutMs = 20_000,
): Promise<DigestAnswer> {
  const answer = await callService<unknown>(internalKey, service, {
    method: 'POST',
    path: '/internal/digest',
    caller: null,
    body: { families: windows },
    timeoutMs,
  });
  return digestAnswer.parse(answer);
}
