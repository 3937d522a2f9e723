// What a built remote bundles in place of @module-federation/webpack-bundler-runtime's entry (ADR 0016): the
// remote's own federation object (its runtime instance, init options and share scope are per container), with the
// bundler runtime's functions taken from the shell, which provides them on a global before any remote entry runs
// (apps/shell/src/federation/provide-federation-runtime.ts). Each of those functions is handed the remote's own
// `__webpack_require__` and keeps nothing of its own: ~12 KB less in every remoteEntry.
import * as runtime from '@module-federation/runtime';

const fromShell = globalThis._FAMILYHUB_FEDERATION_BUNDLER;
if (!fromShell) {
  throw new Error(
    'This FamilyHub remote runs only inside a FamilyHub shell that provides the federation bundler runtime',
  );
}

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: {
    // A remote loads no other remote (experiments.optimization.disableRemote).
    remotes: undefined,
    consumes: fromShell.consumes,
    I: fromShell.I,
    S: {},
    installInitialConsumes: fromShell.installInitialConsumes,
    initContainerEntry: fromShell.initContainerEntry,
    init: fromShell.init,
    getSharedFallbackGetter: fromShell.getSharedFallbackGetter,
  },
  attachShareScopeMap: fromShell.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
