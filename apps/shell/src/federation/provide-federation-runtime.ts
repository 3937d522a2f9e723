// A Module Federation runtime plugin of the shell (registered by the build: apps/shell/rspack.config.js). The built
// remotes take from the shell the federation code that holds no state of its own, as they take its runtime core,
// instead of carrying a copy each (ADR 0016): the federation SDK, the error codes, and the bundler runtime's
// functions (each is handed the remote's own `__webpack_require__`). tools/rspack/create-config.js makes a built
// remote read these globals; the shell sets them when its federation runtime starts, before any remote entry runs.
// What each remote keeps is its own state: its federation object, share scope and runtime instance
// (tools/rspack/remote-bundler-runtime.js).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The globals a built remote reads (tools/rspack/create-config.js, tools/rspack/remote-bundler-runtime.js). */
export const FEDERATION_SDK_GLOBAL = '_FAMILYHUB_FEDERATION_SDK';
export const FEDERATION_ERROR_CODES_GLOBAL = '_FAMILYHUB_FEDERATION_ERROR_CODES';
export const FEDERATION_BUNDLER_GLOBAL = '_FAMILYHUB_FEDERATION_BUNDLER';

export default function provideFederationRuntime(): ModuleFederationRuntimePlugin {
  const globals = globalThis as Record<string, unknown>;
  // require, not import: the CommonJS builds are the ones the shell's federation runtime already bundles.
  globals[FEDERATION_SDK_GLOBAL] ??= require('@module-federation/sdk');
  globals[FEDERATION_ERROR_CODES_GLOBAL] ??= require('@module-federation/error-codes');
  if (!globals[FEDERATION_BUNDLER_GLOBAL]) {
    const { bundlerRuntime, attachShareScopeMap } = require('@module-federation/webpack-bundler-runtime');
    // The shell exposes nothing, so its bundler runtime leaves this one out: a remote's container needs it.
    const {
      initContainerEntry,
    } = require('@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs');
    globals[FEDERATION_BUNDLER_GLOBAL] = {
      consumes: bundlerRuntime.consumes,
      I: bundlerRuntime.I,
      installInitialConsumes: bundlerRuntime.installInitialConsumes,
      initContainerEntry,
      init: bundlerRuntime.init,
      getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
      attachShareScopeMap,
    };
  }
  return { name: 'familyhub-provide-federation-runtime' };
}
