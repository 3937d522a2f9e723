/**
 * Which requests the offline service worker (sw.ts) answers, and how. Plain URL tests, shared by the worker and its
 * unit tests.
 */

/** The last page of each app route, as the gateway answered it (with its session and domain registry). */
export const PAGES_CACHE = 'familyhub-pages';
/** Remotes' manifests and entries (unhashed): asked of the network first, kept for when it is away. */
export const REMOTE_MANIFESTS_CACHE = 'familyhub-remote-manifests';
/** Content-hashed code and styles loaded at run time (the remotes', and a newer shell build's): never change. */
export const HASHED_CODE_CACHE = 'familyhub-hashed-code';

/** The plain shell page (no boot data), precached: the fallback of an app route never opened on this device. */
export const OFFLINE_FALLBACK_PAGE = '/index.html';

/** Content-hashed file names, as the gateway reads them (services/gateway/src/static.ts, `HASHED`). */
const HASHED = /[.-][0-9a-f]{8,}\.(?:js|mjs|css|woff2?|png|jpe?g|svg|gif|webp|ico)$/i;

/** Paths the gateway answers itself, never with the app's page. */
const NOT_APP = /^\/(?:api|remotes)(?:\/|$)|^\/(?:health|ready)$/;

/** A navigation to one of the app's routes (/dashboard, /shopping, …): not /api, not /remotes, not a file. */
export function isAppNavigation(url: URL, origin: string): boolean {
  if (url.origin !== origin || NOT_APP.test(url.pathname)) return false;
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/** A remote's unhashed file on this origin (`mf-manifest.json`, `remoteEntry.js`): network first, cache fallback. */
export function isRemoteManifest(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/remotes/') && !HASHED.test(url.pathname);
}

/** A content-hashed file on this origin (a remote's chunk, a lazily loaded shell chunk): cache first. */
export function isHashedCode(url: URL, origin: string): boolean {
  return url.origin === origin && !url.pathname.startsWith('/api/') && HASHED.test(url.pathname);
}

/** The sign-out call: the pages kept for offline carry the member's session, so they go with it. */
export function isSignOut(url: URL, method: string, origin: string): boolean {
  return method === 'POST' && url.origin === origin && url.pathname === '/api/auth/sign-out';
}

/** What the page posts to a waiting worker to make it take over (Serwist's listener for `skipWaiting: false`). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;
