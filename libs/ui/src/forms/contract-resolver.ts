import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { parseMoneyInput } from '@familyhub/contracts';
import { apiMessage } from '@familyhub/ui/i18n';

/** What an amount control says when its text is no amount at all (money's forms). */
export const AMOUNT_INPUT_MESSAGE = 'Enter an amount like 12.50';

export interface ContractResolverOptions<Values extends FieldValues> {
  /**
   * Amounts the body carries in cents, typed as text (`{ amountCents: 'amount' }`: body field → control): the
   * body field's error shows under its control, and text that is no amount reads 'Enter an amount like 12.50'.
   */
  cents?: Record<string, keyof Values & string>;
}

/**
 * The one react-hook-form resolver of every form: it checks the form with the contract's own zod schema
 * (docs/architecture.md "Settled patterns": forms), so the form and the server say the same words ('Title is
 * required'). The controls hold strings, as the DOM gives them; `toBody` turns them into the body the server
 * would see (empty → null, numbers parsed), the contract validates that, and the submit handler gets the parsed
 * body. Keep the field names of the body, so errors land under their fields.
 *
 * ```ts
 * const { register, handleSubmit } = useForm<VacationFormValues, unknown, CreateVacationBody>({
 *   resolver: contractResolver(createVacationBody, bodyOf),
 * });
 * const resolver = contractResolver(createBillBody, bodyOf, { cents: { amountCents: 'amount' } });
 * ```
 */
export function contractResolver<
  Values extends FieldValues,
  Schema extends z.ZodType<FieldValues, FieldValues>,
>(
  schema: Schema,
  toBody: (values: Values) => Record<string, unknown>,
  options: ContractResolverOptions<Values> = {},
): Resolver<Values, unknown, z.output<Schema>> {
  const resolve = zodResolver(schema);
  type Answer = Awaited<ReturnType<Resolver<Values, unknown, z.output<Schema>>>>;
  return async (values, context, resolverOptions) => {
    const result = (await resolve(
      toBody(values),
      context,
      resolverOptions as unknown as Parameters<typeof resolve>[2],
    )) as unknown as Answer;
    const amounts = Object.entries(options.cents ?? {});
    // The contract's sentences in the member's language (the same catalogue the services answer with).
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [
        field,
        error && typeof error.message === 'string' ? { ...error, message: apiMessage(error.message) } : error,
      ]),
    ) as Record<string, FieldError | undefined>;
    if (!amounts.some(([field]) => errors[field])) return { ...result, errors } as Answer;
    for (const [field, control] of amounts) {
      const error = errors[field];
      if (!error) continue;
      delete errors[field];
      errors[control] =
        parseMoneyInput(String(values[control])) === null
          ? { type: 'format', message: apiMessage(AMOUNT_INPUT_MESSAGE) }
          : error;
    }
    return { values: {}, errors } as Answer;
  };
}

/**
 * `contractResolver` for a form whose controls are exactly the body's fields (sign-in, a password change, a
 * family's name): the contract checks the values as they are.
 */
export function bodyResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema) {
  return contractResolver<z.input<Schema>, Schema>(schema, (values) => values);
}
