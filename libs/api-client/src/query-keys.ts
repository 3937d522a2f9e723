/**
 * Query keys shared by the shell and the remotes, so one screen's mutation can refresh another's list.
 * Each key starts with the resource; narrower keys extend it (invalidate `tasks()` to refresh every task query).
 */
export const queryKeys = {
  session: () => ['session'] as const,
  demoInfo: () => ['auth', 'demo'] as const,
  activeSessions: () => ['auth', 'sessions'] as const,
  twoFactor: () => ['auth', '2fa'] as const,
  apiTokens: () => ['auth', 'api-tokens'] as const,
  encryptionStatus: () => ['encryption', 'status'] as const,
  subscription: () => ['subscription', 'status'] as const,
  users: () => ['users'] as const,
  children: () => ['users', 'children'] as const,
  user: (id: number) => ['users', id] as const,
  domains: () => ['platform', 'domains'] as const,
  tasks: () => ['tasks'] as const,
  task: (id: number) => ['tasks', id] as const,
  shoppingItems: () => ['shopping-items'] as const,
  messages: () => ['messages'] as const,
  events: () => ['events'] as const,
  vacations: () => ['vacations'] as const,
  alerts: (userId: number) => ['alerts', userId] as const,
  schoolDocuments: () => ['school-documents'] as const,
  schools: () => ['schools'] as const,
  students: () => ['students'] as const,
} as const;
