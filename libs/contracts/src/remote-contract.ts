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

export type RemoteModuleName = keyof typeof remoteModules;

/** `<domain>/<module>`, the id `loadRemote` takes. */
export function remoteModuleId(domainId: string, module: RemoteModuleName): string {
  return `${domainId}/${remoteModules[module].expose.slice(2)}`;
}
