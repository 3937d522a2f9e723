import * as contracts from './index';

/**
 * A PATCH body must carry only what the caller sent: zod 4 fills a field's `.default()` even under `.partial()`, so
 * an update body built from a create body with defaults would reset those fields on every change. Every exported
 * update body is probed with one field.
 */
describe('update bodies', () => {
  const updates = Object.entries(contracts).filter(
    ([name, value]) =>
      /^update\w*Body$/.test(name) && typeof (value as { safeParse?: unknown }).safeParse === 'function',
  ) as Array<[string, { safeParse(value: unknown): { success: boolean; data?: unknown } }]>;

  it('finds the update bodies', () => {
    expect(updates.length).toBeGreaterThan(10);
  });

  it.each(updates.map(([name, schema]) => [name, schema] as const))(
    '%s adds no field the caller did not send',
    (_name, schema) => {
      for (const probe of [
        { name: 'A name' },
        { title: 'A title' },
        { notes: 'A note' },
        { completed: true },
      ]) {
        const parsed = schema.safeParse(probe);
        if (!parsed.success) continue;
        const added = Object.keys(parsed.data as object).filter((key) => !(key in probe));
        expect(added).toEqual([]);
      }
    },
  );
});
