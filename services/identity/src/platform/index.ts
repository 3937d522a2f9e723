// What app.ts wires: the operator's domain switches, the platform jobs and the operator account seeded at start.
export { createPlatformDomainsRepository } from './platform-domains.repository';
export { platformDomainsRouter } from './platform-domains.router';
export {
  createPlatformDomainsService,
  remoteEntriesFromEnv,
  type ConfiguredRemoteEntries,
  type PlatformDomainsService,
} from './platform-domains.service';
export { platformJobsRouter } from './platform-jobs';
export { operatorSettingsFromEnv, seedPlatformOperator, type OperatorSettings } from './platform-operator';
