/// <reference lib="webworker" />
// FamilyHub's service worker (issue #31), served at /sw.js with `Cache-Control: no-cache`. Built by the shell's rspack
// build (apps/shell/rspack.config.js): esbuild bundles this file, then @serwist/build's injectManifest writes the
// list of the shell's built files in place of `self.__SW_MANIFEST`.
import {
  CacheFirst,
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
} from 'serwist';
import {
  HASHED_CODE_CACHE,
  OFFLINE_FALLBACK_PAGE,
  PAGES_CACHE,
  REMOTE_MANIFESTS_CACHE,
  isAppNavigation,
  isHashedCode,
  isRemoteManifest,
  isSignOut,
} from './routes';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const origin = self.location.origin;
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

// Before Serwist's listeners: they run in the order they were added.
self.addEventListener('install', () => {
  // The push-only worker of issue #30 served no pages: replacing it at once mixes nothing.
  if (self.registration.active?.scriptURL.endsWith('/push-sw.js')) void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  // The pages kept by the previous version name its files, which the new precache no longer holds.
  event.waitUntil(caches.delete(PAGES_CACHE));
});
self.addEventListener('fetch', (event) => {
  // Only watched, never answered: /api is always the network's.
  if (isSignOut(new URL(event.request.url), event.request.method, origin)) {
    event.waitUntil(caches.delete(PAGES_CACHE));
  }
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    cleanupOutdatedCaches: true,
    // `/` and `/landing` are the gateway's (landing page or a redirect): never answered from the precache.
    directoryIndex: null,
    cleanURLs: false,
  },
  // A new version waits until the page asks it to take over ("New version — reload"), then every tab reloads.
  skipWaiting: false,
  clientsClaim: false,
  // Off: a preload would also be sent for the navigations the worker leaves alone (/api links), asking them twice.
  navigationPreload: false,
  cacheId: 'familyhub',
  disableDevLogs: true,
  // The push handlers (issue #30): one registration per scope, and the push subscription belongs to it.
  importScripts: ['/push-sw.js'],
  runtimeCaching: [
    {
      // Online, the gateway's page as ever (fresh session, registry, first-paint markup); offline, the last one.
      matcher: ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url, origin),
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        matchOptions: { ignoreVary: true },
        plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 40 })],
      }),
    },
    {
      // The registry's kill switch and a remote's new deploy still apply online: its manifest is asked every time.
      matcher: ({ url }) => isRemoteManifest(url, origin),
      handler: new NetworkFirst({ cacheName: REMOTE_MANIFESTS_CACHE, plugins: [okOnly()] }),
    },
    {
      matcher: ({ url }) => isHashedCode(url, origin),
      handler: new CacheFirst({
        cacheName: HASHED_CODE_CACHE,
        plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 500, purgeOnQuotaError: true })],
      }),
    },
  ],
  // An app route never opened on this device, offline: the plain shell page, which says what it could not reach.
  fallbacks: {
    entries: [{ url: OFFLINE_FALLBACK_PAGE, matcher: ({ request }) => request.mode === 'navigate' }],
  },
});

serwist.addEventListeners();
