/**
 * What every domain remote exposes through Module Federation, and what the shell loads from it
 * (docs/architecture.md "Run-time federation"). The shell's loader and every remote's rspack config
 * (tools/rspack/create-config.js) read this one constant.
 *
 * - `screens`: default export `Record<route path, component>` — one screen per route the catalogue gives the domain.
 * - `widgets`: default export `Record<widget id, component>` — the domain's dashboard cards (catalogue `widgets`).
 *
 * The React types of the two modules are `RemoteScreens` and `RemoteWidgets` in `@familyhub/ui`.
 */
export const remoteModules = {
  screens: { expose: './screens', source: './src/screens.tsx' },
  widgets: { expose: './widgets', source: './src/widgets.tsx' },
} as const;

/**
 * The version of this contract. Every remote build stamps it into its `mf-manifest.json`
 * (`metaData.familyhub.remoteContractVersion`, tools/rspack/create-config.js) and the shell refuses, before running
 * any of its code, a remote that declares another one (or none): raise it when `remoteModules`, the shared
 * singletons or the React types of the modules change in a way an older remote or shell cannot follow.
 */
export const REMOTE_CONTRACT_VERSION = 3;

/** Where a remote's manifest says which contract it was built against. */
export function declaredRemoteContractVersion(manifest: unknown): number | null {
  const metaData = (manifest as { metaData?: { familyhub?: { remoteContractVersion?: unknown } } } | null)
    ?.metaData;
  const version = metaData?.familyhub?.remoteContractVersion;
  return typeof version === 'number' && Number.isInteger(version) ? version : null;
}

/** The default place of a domain's remote: the platform's own origin (`apps/<domain>/dist` behind the gateway). */
export function defaultRemoteEntry(domainId: string): string {
  return `/remotes/${domainId}/mf-manifest.json`;
}

export type RemoteModuleName = keyof typeof remoteModules;

/** `<domain>/<module>`, the id `loadRemote` takes. */
export function remoteModuleId(domainId: string, module: RemoteModuleName): string {
  return `${domainId}/${remoteModules[module].expose.slice(2)}`;
}
