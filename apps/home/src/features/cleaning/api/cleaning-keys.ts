/** Query keys; the root is the live topic the home service publishes ('cleaning'). */
export const cleaningKeys = {
  all: ['cleaning'] as const,
  templates: () => [...cleaningKeys.all, 'templates'] as const,
  sessions: (state: 'open' | 'finished') => [...cleaningKeys.all, 'sessions', state] as const,
};
