import { isAppNavigation, isHashedCode, isRemoteManifest, isSignOut } from './routes';

const origin = 'https://hub.example.test';
const at = (path: string, base = origin) => new URL(path, base);

describe('what the offline service worker answers', () => {
  it("keeps the app's routes for offline, never /api, the remotes, files or another site", () => {
    for (const route of ['/', '/dashboard', '/shopping', '/settings?tab=family', '/maintenance/history']) {
      expect(isAppNavigation(at(route), origin)).toBe(true);
    }
    for (const other of [
      '/api/auth/me',
      '/api',
      '/api/docs/',
      '/remotes/planning/',
      '/health',
      '/sw.js',
      '/index.html',
    ]) {
      expect(isAppNavigation(at(other), origin)).toBe(false);
    }
    expect(isAppNavigation(at('/dashboard', 'https://elsewhere.example'), origin)).toBe(false);
  });

  it("asks the network first for a remote's manifest and entry, the cache first for hashed code", () => {
    const manifest = at('/remotes/planning/mf-manifest.json');
    const entry = at('/remotes/planning/remoteEntry.js');
    const chunk = at('/remotes/planning/__federation_expose_screens.38efc3c640.js');
    const style = at('/remotes/planning/35.6392c7c299.css');
    const shellChunk = at('/ui-dialog.2f19129973.js');
    expect([manifest, entry].map((u) => isRemoteManifest(u, origin))).toEqual([true, true]);
    expect([manifest, entry].map((u) => isHashedCode(u, origin))).toEqual([false, false]);
    expect([chunk, style, shellChunk].map((u) => isHashedCode(u, origin))).toEqual([true, true, true]);
    expect([chunk, style].map((u) => isRemoteManifest(u, origin))).toEqual([false, false]);
    // A remote on an origin of its own is not kept in this slice.
    expect(isRemoteManifest(at('/remotes/planning/mf-manifest.json', 'https://cdn.example'), origin)).toBe(
      false,
    );
  });

  it('never keeps an API answer, even one that looks like a hashed file', () => {
    const api = at('/api/files/report.3f9a1c2b77.png');
    expect(isHashedCode(api, origin)).toBe(false);
    expect(isRemoteManifest(api, origin)).toBe(false);
    expect(isAppNavigation(api, origin)).toBe(false);
  });

  it('sees the sign-out call, so the pages kept with a session go with it', () => {
    expect(isSignOut(at('/api/auth/sign-out'), 'POST', origin)).toBe(true);
    expect(isSignOut(at('/api/auth/sign-out'), 'GET', origin)).toBe(false);
    expect(isSignOut(at('/api/auth/sign-in'), 'POST', origin)).toBe(false);
  });
});
