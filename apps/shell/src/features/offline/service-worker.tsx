import { Button, toast } from '@familyhub/ui';
import { offlineMessages } from './messages';
import { SKIP_WAITING_MESSAGE } from './worker/routes';

/**
 * FamilyHub's one service worker (issue #31): the offline shell and the push handlers of issue #30, at scope `/`.
 * The push card registers the same script, since a scope holds one registration.
 */
export const SERVICE_WORKER_URL = '/sw.js';

/** Long enough to stay until the member acts (a finite number: a timer of Infinity would fire at once). */
const UNTIL_ANSWERED_MS = 24 * 60 * 60 * 1000;

export interface ServiceWorkerOptions {
  container?: ServiceWorkerContainer;
  /** Reloads the page (window.location.reload); replaced in tests. */
  reload?: () => void;
}

// The toast's texts come from the catalogue's own `t`: a toast sits outside the pages' Suspense boundaries, and the
// offline status above every page has loaded this catalogue's language already.
function UpdateAction({ onReload }: { onReload: () => void }) {
  return (
    <span className="mt-1 flex items-center gap-2">
      {offlineMessages.t('update.ready')}
      <Button size="sm" variant="outline" onClick={onReload}>
        {offlineMessages.t('update.reload')}
      </Button>
    </span>
  );
}

/** "New version — reload": the new worker waits (the page keeps running its own version) until the member says. */
function offerUpdate(activate: () => void): void {
  toast({
    title: offlineMessages.t('update.title'),
    description: <UpdateAction onReload={activate} />,
    duration: UNTIL_ANSWERED_MS,
  });
}

/**
 * Registers /sw.js and watches for a new version: offered with a toast once installed, and when one tab activates
 * it, every tab that ran the old one reloads, so no page runs half an old app against the new worker's files.
 */
export async function registerServiceWorker({
  container = navigator.serviceWorker,
  reload = () => window.location.reload(),
}: ServiceWorkerOptions = {}): Promise<ServiceWorkerRegistration> {
  // The version this page was loaded under; the push-only worker of issue #30 served no pages, so it does not count.
  const ranUnder = container.controller?.scriptURL.endsWith(SERVICE_WORKER_URL) ?? false;
  let reloadWanted = false;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (reloading || !(ranUnder || reloadWanted)) return;
    reloading = true;
    reload();
  });
  // The waiting version takes over; every page it then controls reloads on its `controllerchange`.
  const offer = (worker: ServiceWorker) =>
    offerUpdate(() => {
      reloadWanted = true;
      worker.postMessage(SKIP_WAITING_MESSAGE);
    });

  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  // A version installed in another tab, or before this page was opened, is already waiting.
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // Without a controller this is the first install: nothing older runs here, nothing to reload.
      if (installing.state === 'installed' && container.controller) offer(installing);
    });
  });
  // A member who keeps FamilyHub open for days hears of a new deploy when coming back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
  return registration;
}

/** Calls `onFinished` each time one of the page's files or calls finishes; returns how to stop. */
export type WatchResources = (onFinished: () => void) => () => void;

const watchResources: WatchResources = (onFinished) => {
  if (typeof PerformanceObserver === 'undefined') return () => undefined;
  const observer = new PerformanceObserver(onFinished);
  observer.observe({ type: 'resource' });
  return () => observer.disconnect();
};

/** No file or call of the page finished for this long: a dashboard's cards have their code and data. */
export const SETTLED_QUIET_MS = 2000;
/** A page that never goes quiet (a card polling) still gets its worker. */
export const SETTLED_AT_MOST_MS = 15_000;

/**
 * Resolves once none of the page's files or calls has finished for `quietMs` (each one that does starts the wait
 * again), or after `atMostMs` in any case.
 */
export function pageSettled({
  quietMs = SETTLED_QUIET_MS,
  atMostMs = SETTLED_AT_MOST_MS,
  watch = watchResources,
}: { quietMs?: number; atMostMs?: number; watch?: WatchResources } = {}): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let stop: () => void = () => undefined;
    const done = () => {
      clearTimeout(quiet);
      clearTimeout(atMost);
      stop();
      resolve();
    };
    const restart = () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    };
    const atMost = setTimeout(done, atMostMs);
    stop = watch(restart);
    restart();
  });
}

/**
 * Registers the service worker once the page has settled and the browser is idle: its install (its script, the
 * precache's downloads and writes) never competes with the page's own start (issues #16 and #34: it ran ~0.6 s on a
 * worker thread while a cold dashboard drew its cards, when it began at the load event, which comes before the
 * remotes' code). Production builds only (the dev server has no /sw.js), and only where browsers allow service
 * workers (HTTPS, or localhost).
 */
export function registerServiceWorkerAfterLoad(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = () => {
    const register = () =>
      registerServiceWorker().catch((error: unknown) =>
        console.warn('FamilyHub works online only here:', error),
      );
    void pageSettled().then(() => {
      if ('requestIdleCallback' in window)
        window.requestIdleCallback(() => void register(), { timeout: 5000 });
      else void register();
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
