import { getInstance } from '@module-federation/enhanced/runtime';
import type { DomainRegistration } from '@familyhub/contracts';
import { remoteModuleId, type RemoteModuleName, type RemoteScreens, type RemoteWidgets } from '@familyhub/ui';

import { RemoteContractError, RemoteLoadError } from './remote-contract-check';

export type { RemoteScreens, RemoteWidgets };
export { RemoteContractError, RemoteLoadError };

/** What each module of the remote contract default-exports. */
interface RemoteModuleExports {
  screens: RemoteScreens;
  widgets: RemoteWidgets;
}

// Pitfall 3 (TOOLCHAIN.md): the build plugin's instance, never createInstance, so shared React is reused.
function federation() {
  const instance = getInstance();
  if (!instance)
    throw new Error(
      'The Module Federation runtime is not initialised (the shell must be built with the federation plugin)',
    );
  return instance;
}

const registered = new Map<string, string>();
/** Keyed `<domain>/<module>` (the remote contract's module ids). */
const loading = new Map<string, Promise<unknown>>();
const loaded = new Map<string, unknown>();

function forgetDomain(domainId: string) {
  for (const cache of [loading, loaded]) {
    for (const key of [...cache.keys()]) if (key.startsWith(`${domainId}/`)) cache.delete(key);
  }
}

/** A module of a remote that has already loaded, so a revisit renders at once. */
export function peekRemoteModule<M extends RemoteModuleName>(
  domainId: string,
  module: M,
): RemoteModuleExports[M] | undefined {
  return loaded.get(remoteModuleId(domainId, module)) as RemoteModuleExports[M] | undefined;
}

/** The screens of a remote that has already loaded, so a revisit renders at once. */
export function peekScreens(domainId: string): RemoteScreens | undefined {
  return peekRemoteModule(domainId, 'screens');
}

function asRemote(domain: DomainRegistration) {
  return { name: domain.id, entry: domain.remoteEntry };
}

/** Domains the runtime has ever been told about: registering one of them again must replace it (force). */
const knownToRuntime = new Set<string>();

/**
 * Registers the enabled domains the gateway announced; a changed entry replaces the old registration. A domain
 * that is no longer enabled (switched off for the plan, or killed) is forgotten: its loaded screens are dropped,
 * so nothing of it renders or loads until the registry enables it again.
 */
export function registerDomains(domains: readonly DomainRegistration[]): void {
  for (const d of domains) {
    if (!d.enabled && registered.has(d.id)) {
      registered.delete(d.id);
      forgetDomain(d.id);
    }
  }
  const fresh = domains.filter((d) => d.enabled && registered.get(d.id) !== d.remoteEntry);
  if (fresh.length === 0) return;
  federation().registerRemotes(fresh.map(asRemote), { force: fresh.some((d) => knownToRuntime.has(d.id)) });
  for (const d of fresh) {
    registered.set(d.id, d.remoteEntry);
    knownToRuntime.add(d.id);
  }
}

/** Whether a domain is registered with the runtime right now (for tests and diagnostics). */
export function isRegistered(domainId: string): boolean {
  return registered.has(domainId);
}

/** Loads one module of a domain's remote once; a failed load is forgotten so the next call tries again. */
export function loadRemoteModule<M extends RemoteModuleName>(
  domainId: string,
  module: M,
): Promise<RemoteModuleExports[M]> {
  const id = remoteModuleId(domainId, module);
  const existing = loading.get(id) as Promise<RemoteModuleExports[M]> | undefined;
  if (existing) return existing;
  const attempt = federation()
    .loadRemote<{ default?: RemoteModuleExports[M] } | RemoteModuleExports[M]>(id)
    .then((mod) => {
      const exported = (mod && 'default' in mod ? mod.default : mod) as RemoteModuleExports[M] | undefined;
      if (!exported || typeof exported !== 'object') throw new Error(`${id} did not export its ${module}`);
      loaded.set(id, exported);
      return exported;
    })
    .catch((error: unknown) => {
      if (error instanceof RemoteContractError) throw error;
      throw new RemoteLoadError(error instanceof Error ? error.message : String(error));
    });
  loading.set(id, attempt);
  attempt.catch(() => {
    if (loading.get(id) === attempt) loading.delete(id);
  });
  return attempt;
}

/** Loads a domain's screens once; a failed load is forgotten so the next call tries again. */
export function loadScreens(domainId: string): Promise<RemoteScreens> {
  return loadRemoteModule(domainId, 'screens');
}

/**
 * Before retrying a remote that could not be fetched: drop the runtime's cached manifest and entry
 * (registerRemotes with force) so the next load really goes back to the network.
 */
export function resetRemote(domain: DomainRegistration): void {
  forgetDomain(domain.id);
  if (registered.has(domain.id)) federation().registerRemotes([asRemote(domain)], { force: true });
}
