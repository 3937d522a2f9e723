/** Query keys; the root is the live topic the home service publishes ('pets'), which covers their care too. */
export const petsKeys = {
  all: ['pets'] as const,
  list: () => [...petsKeys.all, 'list'] as const,
  careToday: () => [...petsKeys.all, 'care-today'] as const,
};
