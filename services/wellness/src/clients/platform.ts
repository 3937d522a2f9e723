import { platformClients, type PlatformClients } from '@familyhub/server-kit';

/** The alerts calls wellness makes to planning (ADR 0008). */
export type WellnessAlerts = PlatformClients['alerts'];

export function wellnessPlatform(internalKey: string): PlatformClients {
  return platformClients(internalKey, 'wellness');
}
