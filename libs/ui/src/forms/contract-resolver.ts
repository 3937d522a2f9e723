import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that checks a form with the contract's own zod schema (docs/architecture.md "Settled
 * patterns": forms), so the form and the server say the same words ('Title is required'). The controls hold
 * strings, as the DOM gives them; `toBody` turns them into the body the server would see (empty → null, numbers
 * parsed), and the contract validates that. Keep the field names of the body, so errors land under their fields.
 *
 * ```ts
 * const { register, handleSubmit } = useForm<VacationFormValues, unknown, CreateVacationBody>({
 *   resolver: contractResolver(createVacationBody, bodyOf),
 * });
 * ```
 */
export function contractResolver<
  Values extends FieldValues,
  Schema extends z.ZodType<FieldValues, FieldValues>,
>(
  schema: Schema,
  toBody: (values: Values) => Record<string, unknown>,
): Resolver<Values, unknown, z.output<Schema>> {
  const resolve = zodResolver(schema);
  return async (values, context, options) => {
    const result = await resolve(
      toBody(values),
      context,
      options as unknown as Parameters<typeof resolve>[2],
    );
    return result as unknown as Awaited<ReturnType<Resolver<Values, unknown, z.output<Schema>>>>;
  };
}
