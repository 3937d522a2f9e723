import { liveTopicsOf, type DomainId, type LiveChange } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { openUpstream, type Upstream, type UpstreamTiming } from './upstream';

/** One browser stream as the fan-in sees it. `caller` and `domains` may change (call `update`). */
export interface LiveMember {
  caller: Caller;
  /** The domains this member may hear (the registry and the domain gate, for their plan and rights). */
  domains: ReadonlySet<DomainId>;
  send(change: LiveChange): void;
}

export interface LiveFanInOptions {
  /** Base URL of each domain service. */
  services: Record<DomainId, string>;
  internalKey: string;
  timing: UpstreamTiming;
}

export interface LiveFanIn {
  /** Adds a member to its family; resolves once each stream it needs has opened or failed once. */
  join(member: LiveMember): Promise<void>;
  /** Opens or closes the family's streams after the member's domains changed. */
  update(member: LiveMember): void;
  leave(member: LiveMember): void;
  /** How many streams to services are held (open or reconnecting), for tests and logs. */
  upstreamCount(): number;
}

interface Family {
  members: Set<LiveMember>;
  upstreams: Map<DomainId, Upstream>;
}

/**
 * The gateway holds ONE stream per family and domain service, however many browsers of that family listen,
 * and hands each change to the family's members who may hear that domain. A domain that is down only delays
 * its own changes: its stream reconnects with backoff, and on reopening every topic of that domain is sent
 * once (changes made while it was away are refetched rather than lost).
 */
export function createLiveFanIn(options: LiveFanInOptions): LiveFanIn {
  const families = new Map<number, Family>();

  function deliver(family: Family, change: LiveChange) {
    for (const member of [...family.members]) {
      if (member.domains.has(change.domain)) member.send(change);
    }
  }

  function sync(familyId: number, family: Family): void {
    const wanted = new Set<DomainId>();
    for (const member of family.members) for (const domain of member.domains) wanted.add(domain);
    for (const [domain, upstream] of family.upstreams) {
      if (!wanted.has(domain)) {
        upstream.close();
        family.upstreams.delete(domain);
      }
    }
    for (const domain of wanted) {
      if (family.upstreams.has(domain)) continue;
      const opener = [...family.members][0].caller;
      family.upstreams.set(
        domain,
        openUpstream({
          domain,
          baseUrl: options.services[domain],
          internalKey: options.internalKey,
          // Signed for a member who is listening now (the one who opened it may have left).
          caller: () => [...family.members][0]?.caller ?? opener,
          onChange: (topic) => deliver(family, { domain, topic } as LiveChange),
          onOpen(reopened) {
            if (!reopened) return;
            for (const topic of liveTopicsOf(domain)) deliver(family, { domain, topic } as LiveChange);
          },
          timing: options.timing,
        }),
      );
    }
    if (family.members.size === 0) families.delete(familyId);
  }

  return {
    async join(member) {
      const familyId = member.caller.familyId;
      let family = families.get(familyId);
      if (!family) {
        family = { members: new Set(), upstreams: new Map() };
        families.set(familyId, family);
      }
      family.members.add(member);
      sync(familyId, family);
      await Promise.all(
        [...member.domains].map((domain) => family.upstreams.get(domain)?.settled ?? Promise.resolve()),
      );
    },
    update(member) {
      const familyId = member.caller.familyId;
      const family = families.get(familyId);
      if (family?.members.has(member)) sync(familyId, family);
    },
    leave(member) {
      const familyId = member.caller.familyId;
      const family = families.get(familyId);
      if (family?.members.delete(member)) sync(familyId, family);
    },
    upstreamCount() {
      let count = 0;
      for (const family of families.values()) count += family.upstreams.size;
      return count;
    },
  };
}
