import { earlyResponsesSettled } from '@familyhub/api-client';
import { dashboardWidgets, type DomainRegistration, type Session } from '@familyhub/contracts';
import { loadRemoteModule, type RemoteWidgets } from '../../federation/remote-runtime';
import { financesBarred } from '../../layout/nav-access';

/**
 * The domains whose cards a page opened on /dashboard will draw from their remotes (as `WidgetSlot` decides): enabled,
 * with at least one card, and not money for a member who may not see it.
 */
export function dashboardWidgetDomains(
  domains: readonly DomainRegistration[],
  session: Session | null | undefined,
): DomainRegistration[] {
  if (!session) return [];
  return domains.filter(
    (domain) =>
      domain.status === 'enabled' &&
      dashboardWidgets.some((widget) => widget.domain === domain.id) &&
      !(domain.id === 'money' && financesBarred(session.user)),
  );
}

/** How long the other cards' remotes wait for the first card before loading anyway (a slow or stuck remote). */
export const FIRST_CARD_WAIT_MS = 2000;

interface ColdStart {
  first: { domain: string; widget: string };
  drawn: Promise<void>;
  markDrawn: () => void;
  /** `drawn` has settled: no card waits any longer. */
  over: boolean;
  /** The answers the page itself asked for (the first card's data): settled once they have all arrived. */
  dataArrived: Promise<void>;
}

// Set when the shell boots on /dashboard: until the first card has drawn, it alone loads its remote.
let coldStart: ColdStart | null = null;

/** The first card in the dashboard's order that one of these domains draws (a premium-only card may draw locked). */
function firstCard(domains: readonly DomainRegistration[]) {
  const ids = new Set(domains.map((d) => d.id));
  return [...dashboardWidgets]
    .sort((a, b) => a.order - b.order)
    .find((widget) => ids.has(widget.domain) && !widget.feature);
}

/**
 * Starts loading the cards' remotes (`<domain>/widgets`) as the shell boots on /dashboard, instead of once the
 * first render has committed and each card's effect asks (issue #16) — the remote of the first card (Today's Tasks)
 * alone, the others once that card has drawn (or failed, or after FIRST_CARD_WAIT_MS): on a slow connection the
 * first card no longer shares it with four other remotes' code, nor with its own remote's other cards (issue #34).
 * Each card takes the same load (`loadCardWidgets`) and shows a failure itself, with its Retry.
 */
export function preloadDashboardWidgets(
  domains: readonly DomainRegistration[],
  session: Session | null | undefined,
): void {
  const wanted = dashboardWidgetDomains(domains, session);
  const first = firstCard(wanted);
  if (!first) return;
  let markDrawn: () => void = () => undefined;
  const drawn = new Promise<void>((resolve) => {
    markDrawn = resolve;
    setTimeout(resolve, FIRST_CARD_WAIT_MS);
  });
  const start: ColdStart = {
    first: { domain: first.domain, widget: first.id },
    drawn,
    markDrawn,
    over: false,
    dataArrived: earlyResponsesSettled(),
  };
  coldStart = start;
  void drawn.then(() => {
    start.over = true;
  });
  // A first remote that cannot load holds nobody back.
  loadRemoteModule(first.domain, 'widgets').catch(() => markDrawn());
  for (const domain of wanted) {
    if (domain.id !== first.domain) {
      void drawn.then(() => loadRemoteModule(domain.id, 'widgets')).catch(() => undefined);
    }
  }
}

/** On a cold start, whether this card still waits for the first card to draw (every card but the first does). */
export function waitsForFirstCard(domainId: string, widgetId: string): boolean {
  const start = coldStart;
  return (
    start !== null && !start.over && (start.first.domain !== domainId || start.first.widget !== widgetId)
  );
}

/**
 * A card's remote as the dashboard draws the card: once the first card has drawn on a cold start (above) — a card
 * of the first card's own remote too, so its code does not arrive beside the first card's — else at once.
 */
export function loadCardWidgets(domainId: string, widgetId: string): Promise<RemoteWidgets> {
  const start = coldStart;
  if (start && waitsForFirstCard(domainId, widgetId)) {
    return start.drawn.then(() => loadRemoteModule(domainId, 'widgets'));
  }
  return loadRemoteModule(domainId, 'widgets');
}

/**
 * A card has drawn, or shown that it could not: when it is the first card, the other remotes may load — once the
 * data the page asked for early (the card's) has arrived and the page is idle, so the card shows its data first. A
 * card's mount alone came before its data on a slow run, and the other remotes' code then arrived first (issue #34).
 */
export function cardDrawn(domainId: string, widgetId: string): void {
  const start = coldStart;
  if (start?.first.domain !== domainId || start.first.widget !== widgetId) return;
  void start.dataArrived.then(() =>
    // A task later: the query's answer reaches the card (TanStack Query notifies in a timeout) before the idle wait.
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(start.markDrawn, { timeout: 500 });
      else start.markDrawn();
    }, 0),
  );
}

/** Forgets the cold start (tests). */
export function resetColdStart(): void {
  coldStart = null;
}
