// A Module Federation runtime plugin of the shell (registered by the build: apps/shell/rspack.config.js). It runs
// in the shell's first chunk, so it imports the remote contract alone (no zod, no other contracts).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { declaredRemoteContractVersion, REMOTE_CONTRACT_VERSION } from '@familyhub/contracts/remote-contract';

/** The remote itself could not be fetched or evaluated (as opposed to a screen failing while it renders). */
export class RemoteLoadError extends Error {
  override readonly name: string = 'RemoteLoadError';
}

/** The remote was built against another remote contract than this shell: refused before any of its code runs. */
export class RemoteContractError extends RemoteLoadError {
  override readonly name = 'RemoteContractError';
  constructor(
    readonly domainId: string,
    readonly declared: number | null,
  ) {
    super(
      declared === null
        ? `The ${domainId} remote does not say which remote contract it was built against (this shell speaks version ${REMOTE_CONTRACT_VERSION})`
        : `The ${domainId} remote was built against remote contract version ${declared}; this shell speaks version ${REMOTE_CONTRACT_VERSION}`,
    );
  }
}

/**
 * Reads each remote's manifest as the runtime fetches it and refuses one built against another contract version,
 * so a domain shipped alone with an incompatible build shows the contained panel instead of breaking the page.
 */
export default function remoteContractCheck(): ModuleFederationRuntimePlugin {
  return {
    name: 'familyhub-remote-contract',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest') return args;
      const declared = declaredRemoteContractVersion(args.manifestJson);
      if (declared !== REMOTE_CONTRACT_VERSION) throw new RemoteContractError(args.moduleInfo.name, declared);
      return args;
    },
  };
}
