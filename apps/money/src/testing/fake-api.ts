import { member } from '@familyhub/ui/testing';

// Money's fixtures. The harness itself (fakeApi, json, held, signedInAs, …) is `@familyhub/ui/testing`,
// re-exported here so a test imports from one place.
export * from '@familyhub/ui/testing';

export const parent = member({ id: 1, name: 'Sarah Johnson', role: 'parent' });
export const child = member({ id: 2, name: 'Emma Johnson', role: 'child', color: '#DB2777' });
