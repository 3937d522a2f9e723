// A Module Federation runtime plugin of the shell (registered by the build: apps/shell/rspack.config.js). The built
// remotes take the federation SDK from the shell, as they take its runtime core, instead of carrying a copy each
// (issue #16: ~15 KB per remoteEntry). tools/rspack/create-config.js makes `@module-federation/sdk` in a built
// remote read this global; the shell sets it when its federation runtime starts, before any remote entry runs.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The global a built remote reads `@module-federation/sdk` from (tools/rspack/create-config.js). */
export const FEDERATION_SDK_GLOBAL = '_FAMILYHUB_FEDERATION_SDK';

export default function provideFederationSdk(): ModuleFederationRuntimePlugin {
  // require, not import: the CommonJS build of the SDK is the one the shell's runtime core already bundles.
  (globalThis as Record<string, unknown>)[FEDERATION_SDK_GLOBAL] ??= require('@module-federation/sdk');
  return { name: 'familyhub-provide-federation-sdk' };
}
