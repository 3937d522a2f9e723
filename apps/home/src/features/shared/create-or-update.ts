interface Mutation<Variables, Answer> {
  mutateAsync: (variables: Variables) => Promise<Answer>;
}

/**
 * The save of a form that adds a record, or edits the one it was opened on (`id`): one mutation for `useSaveForm`
 * that creates with the body, or updates `{ id, body }`.
 */
export function createOrUpdate<Body, Created, Updated>(
  create: Mutation<Body, Created>,
  update: Mutation<{ id: number; body: Body }, Updated>,
  id: number | undefined,
): Mutation<Body, Created | Updated> {
  return {
    mutateAsync: (body) => (id === undefined ? create.mutateAsync(body) : update.mutateAsync({ id, body })),
  };
}
