// FamilyHub's push service worker (issue #30), served at /push-sw.js with `Cache-Control: no-cache` so an update
// reaches browsers at once. It only shows notifications and opens what they point at. The offline worker of
// issue #31 (/sw.js, src/features/offline/worker/sw.ts) takes its place at the same scope by importing it
// (`importScripts('/push-sw.js')`): the browser's push subscription belongs to the scope's registration, so devices
// stay subscribed. Still served under its own name for the browsers that registered it.

/** What identity sends (services/identity/src/notifications/push/push-channel.ts): { title, body, url, tag }. */
function readPayload(event) {
  if (!event.data) return { title: 'FamilyHub', body: '', url: '/', tag: undefined };
  try {
    return event.data.json();
  } catch {
    return { title: 'FamilyHub', body: event.data.text(), url: '/', tag: undefined };
  }
}

/** The address on this site: a link made for another origin of the same FamilyHub opens here instead. */
function sameOriginUrl(url) {
  const target = new URL(url || '/', self.location.origin);
  return new URL(target.pathname + target.search + target.hash, self.location.origin).href;
}

// Registered alone (a browser subscribed before issue #31), a new version takes over at once and controls the open
// FamilyHub windows (so a click can navigate them). Imported by /sw.js, it leaves that to sw.js, whose new version
// waits for the page's "New version — reload" so that no page runs half an old app.
if (new URL(self.location.href).pathname === '/push-sw.js') {
  self.addEventListener('install', () => self.skipWaiting());
  self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  event.waitUntil(
    self.registration.showNotification(payload.title || 'FamilyHub', {
      body: payload.body || '',
      tag: payload.tag,
      data: { url: sameOriginUrl(payload.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || sameOriginUrl('/');
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        try {
          const focused = await open.focus();
          await (focused || open).navigate(url);
          return;
        } catch {
          // A window this worker does not control cannot be navigated from here: open the thing beside it.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
