import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that checks the body built from the controls with the contract's schema, so the form
 * says the server's words under the same fields; the form keeps its own (string) values.
 */
export function contractResolver<Values extends FieldValues, Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  toBody: (values: Values) => unknown,
): Resolver<Values> {
  const resolve = zodResolver(schema as never) as unknown as (
    values: unknown,
    context: unknown,
    options: unknown,
  ) => Promise<{ errors: Record<string, unknown> }>;
  return (async (values: Values, context: unknown, options: unknown) => {
    const result = await resolve(toBody(values), context, options);
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors }
      : { values, errors: {} };
  }) as Resolver<Values>;
}

/** An optional text control: empty means none. */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value);
