import {
  domainOf,
  type DigestAnswer,
  type DigestPreview,
  type DigestSection as DomainSection,
  type DigestWindow,
  type DomainId,
  type NotificationChannel,
  type Plan,
  MAX_DIGEST_FAMILIES,
} from '@familyhub/contracts';
import { logger, notFound, type Caller } from '@familyhub/server-kit';
import type { DeliveriesRepository, NewDelivery } from '../delivery/deliveries.repository';
import { composeDigest, previewOf, type ComposedDigest } from './compose-digest';
import { dueDigest, nextDigest, type DigestPeriod, type DigestSettings } from './digest-schedule';
import type { DigestMember, DigestRepository } from './digest.repository';

const PAGE = 2_000;
const log = logger.child({ feature: 'digest' });

export interface DigestServiceOptions {
  repository: DigestRepository;
  deliveries: Pick<DeliveriesRepository, 'enqueue'>;
  /** One domain's sections for many families (`askDigest` in server-kit: POST /internal/digest). */
  ask(domain: DomainId, windows: readonly DigestWindow[]): Promise<DigestAnswer>;
  /** The domains a plan has switched on (the platform's registry). */
  domainsFor(plan: Plan): Promise<DomainId[]>;
  /** Sends what was queued now rather than at the sender's next poll. */
  kick(): void;
  /** The channels this FamilyHub can send on: the digest is queued on no other. */
  channels(): NotificationChannel[];
  clock?: () => Date;
}

interface DueDigest {
  member: DigestMember;
  period: DigestPeriod;
}

const settingsOf = (member: DigestMember): DigestSettings => ({
  frequency: member.frequency,
  hour: member.hour,
  timeZone: member.timeZone,
});

/**
 * The family digest (issue #30): daily, weekly or monthly at the hour each member picked on their own clock. The
 * `notification-digest` job reads the members with it on a page at a time, asks every domain for their families'
 * windows in batches (one call per domain per 500 families), composes each member's digest and queues it once per
 * period (the period's key is the delivery's unique cause) — email in full, push and Telegram as one line.
 */
export function createDigestService(options: DigestServiceOptions) {
  const { repository, deliveries } = options;
  const clock = options.clock ?? (() => new Date());

  /** Every domain's sections for these families, and per family the domains that did not answer. */
  async function gather(due: readonly DueDigest[]) {
    const byFamily = new Map<number, { window: DigestWindow; plan: Plan }>();
    for (const { member, period } of due) {
      const known = byFamily.get(member.familyId);
      const from =
        known && Date.parse(known.window.from) < period.from.getTime()
          ? known.window.from
          : period.from.toISOString();
      const to =
        known && Date.parse(known.window.to) > period.to.getTime()
          ? known.window.to
          : period.to.toISOString();
      byFamily.set(member.familyId, {
        window: { familyId: member.familyId, from, to, timeZone: known?.window.timeZone ?? member.timeZone },
        plan: member.plan,
      });
    }
    const plans = [...new Set([...byFamily.values()].map((f) => f.plan))];
    const domainsByPlan = new Map(
      await Promise.all(plans.map(async (plan) => [plan, await options.domainsFor(plan)] as const)),
    );
    const domains = [...new Set([...domainsByPlan.values()].flat())];
    const sections = new Map<number, DomainSection[]>();
    const unavailable = new Map<number, string[]>();
    const children = await repository.children([...byFamily.keys()]);
    const answers = await Promise.all(
      domains.map(async (domain) => {
        const windows = [...byFamily.values()]
          .filter((f) => domainsByPlan.get(f.plan)?.includes(domain))
          .map((f) => f.window);
        if (windows.length === 0) return { domain, windows, answer: undefined };
        try {
          return { domain, windows, answer: await options.ask(domain, windows) };
        } catch (err) {
          log.warn({ err, domain, families: windows.length }, 'a domain did not answer for the digest');
          return { domain, windows, answer: null };
        }
      }),
    );
    // In the domains' own order, whichever answered first: a digest's sections (and the domains it says did not
    // answer) always come in the same order.
    for (const { domain, windows, answer } of answers) {
      if (answer === null) {
        const name = domainOf(domain)?.name ?? domain;
        for (const window of windows) {
          unavailable.set(window.familyId, [...(unavailable.get(window.familyId) ?? []), name]);
        }
      }
      for (const family of answer?.families ?? []) {
        sections.set(family.familyId, [...(sections.get(family.familyId) ?? []), ...family.sections]);
      }
    }
    return { sections, unavailable, children };
  }

  function deliveryRows(
    member: DigestMember,
    period: DigestPeriod,
    composed: ComposedDigest,
    now: Date,
  ): NewDelivery[] {
    const base = {
      familyId: member.familyId,
      userId: member.userId,
      type: 'digest',
      priority: 'normal' as const,
      sourceKey: period.key,
      link: '/dashboard',
      dueAt: now,
    };
    if (composed.itemCount === 0) {
      // Marks the period done, so the job does not compose it again each minute: nothing is sent.
      return [
        {
          ...base,
          channel: 'email',
          title: composed.subject,
          body: composed.body,
          state: 'skipped',
          lastError: 'Nothing planned',
        },
      ];
    }
    const rows: NewDelivery[] = [];
    const configured = options.channels();
    if (member.emailEnabled) {
      rows.push({
        ...base,
        channel: 'email',
        title: composed.subject,
        body: composed.body,
        payload: composed.sections.map(({ title, items, more }) => ({
          title,
          items: more > 0 ? [...items, { text: `and ${more} more`, when: null }] : items,
        })),
      });
    }
    if (member.pushEnabled && configured.includes('push'))
      rows.push({ ...base, channel: 'push', title: composed.subject, body: composed.summary });
    if (member.telegramEnabled && configured.includes('telegram'))
      rows.push({ ...base, channel: 'telegram', title: composed.subject, body: composed.summary });
    return rows;
  }

  async function queue(due: readonly DueDigest[], now: Date): Promise<number> {
    let queued = 0;
    const families = [...new Set(due.map((d) => d.member.familyId))];
    for (let i = 0; i < families.length; i += MAX_DIGEST_FAMILIES) {
      const chunk = new Set(families.slice(i, i + MAX_DIGEST_FAMILIES));
      const batch = due.filter((d) => chunk.has(d.member.familyId));
      const { sections, unavailable, children } = await gather(batch);
      const rows = batch.flatMap(({ member, period }) =>
        deliveryRows(
          member,
          period,
          composeDigest(
            member,
            period,
            sections.get(member.familyId) ?? [],
            unavailable.get(member.familyId) ?? [],
            children.get(member.familyId),
          ),
          now,
        ),
      );
      queued += (await deliveries.enqueue(rows)).filter((row) => row.state === 'pending').length;
    }
    return queued;
  }

  return {
    /** The `notification-digest` job: queues every digest due now; answers how many members and deliveries. */
    async run(): Promise<{ members: number; queued: number }> {
      const now = clock();
      let after = 0;
      let members = 0;
      let queued = 0;
      for (;;) {
        const page = await repository.members(after, PAGE);
        if (page.length === 0) break;
        after = page[page.length - 1].userId;
        const due = page.flatMap((member) => {
          const period = dueDigest(settingsOf(member), now);
          return period ? [{ member, period }] : [];
        });
        if (due.length > 0) {
          const done = await repository.queued(
            due.map((d) => d.member.userId),
            due.map((d) => d.period.key),
          );
          const todo = due.filter((d) => !done.has(`${d.member.userId}|${d.period.key}`));
          members += todo.length;
          queued += await queue(todo, now);
        }
        if (page.length < PAGE) break;
      }
      if (queued > 0) options.kick();
      return { members, queued };
    },

    /** GET /api/notifications/digest/preview: the caller's next digest as it would be sent (on or off). */
    async preview(caller: Caller): Promise<DigestPreview> {
      const member = await repository.member(caller.familyId, caller.userId);
      if (!member) throw notFound('Member');
      const period = nextDigest(settingsOf(member), clock());
      const { sections, unavailable, children } = await gather([{ member, period }]);
      const missing = unavailable.get(member.familyId) ?? [];
      const composed = composeDigest(
        member,
        period,
        sections.get(member.familyId) ?? [],
        missing,
        children.get(member.familyId),
      );
      return previewOf(composed, period, member.frequency, missing, member.language);
    },
  };
}
export type DigestService = ReturnType<typeof createDigestService>;
