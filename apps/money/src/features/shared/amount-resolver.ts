import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { AMOUNT_INPUT_MESSAGE, centsOf } from './money-input';

/**
 * A react-hook-form resolver that checks the body built from the form's text controls with the contract's schema,
 * so the form says the server's words; the error of an amount in cents shows under its text control
 * (`amountFields`: body field → control), and text that is no amount reads 'Enter an amount like 12.50'.
 */
export function contractResolver<Values extends FieldValues, Body>(
  schema: z.ZodType<unknown, Body>,
  bodyOf: (values: Values) => Body,
  amountFields: Record<string, keyof Values & string> = {},
): Resolver<Values> {
  const resolve = zodResolver(schema as never);
  return async (values, context, options) => {
    const result = await resolve(bodyOf(values) as never, context, options as never);
    const errors = { ...result.errors } as Record<string, { type: string; message?: string }>;
    for (const [bodyField, control] of Object.entries(amountFields)) {
      const error = errors[bodyField];
      if (!error) continue;
      delete errors[bodyField];
      errors[control] = Number.isNaN(centsOf(String(values[control])))
        ? { type: 'format', message: AMOUNT_INPUT_MESSAGE }
        : error;
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<Values> }
      : { values, errors: {} };
  };
}
