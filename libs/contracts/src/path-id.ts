import { z, type ZodType } from 'zod';

const pathIdLabels = new WeakMap<ZodType, string>();
const MAX_ID = 2_147_483_647;

/**
 * A positive integer id in the path. Anything else — not a number, zero, too large — answers 404 "<label> not
 * found", as a missing record does: an id is never a validation error.
 */
export function pathId(label: string) {
  const schema = z.number().int().positive().max(MAX_ID);
  pathIdLabels.set(schema, label);
  return schema;
}

/** The label a `pathId` schema names in its 404, or undefined for other path parameters. */
export function pathIdLabel(schema: ZodType): string | undefined {
  return pathIdLabels.get(schema);
}
