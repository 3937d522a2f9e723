/** Query keys of me time; they start with the live topic 'me-time-blocks'. */
export const meTimeKeys = {
  all: () => ['me-time-blocks'] as const,
  window: (from: string, to: string) => ['me-time-blocks', from, to] as const,
};
