import type { PlatformClients } from '@familyhub/server-kit';

/** What the school asks of the platform: its family's members (identity), alerts and linked tasks (planning). */
export type SchoolPlatform = Pick<PlatformClients, 'alerts' | 'tasks' | 'members'>;
