import { startTransition, useActionState } from 'react';
import type { CustomTypeOptions } from 'i18next';
import type { z } from 'zod';

type ValidationKey = keyof CustomTypeOptions['resources']['auth']['validation'];

/** Why the last submit failed: a rule of the form (a key of auth.validation) or the call itself. */
export type FormProblem = { validation: ValidationKey } | { failure: unknown } | null;

/**
 * Validates the form with its schema, whose messages are validation keys, then sends it.
 * The problem is kept untranslated so it follows a language switch.
 */
export function useAuthForm<Schema extends z.ZodType>(schema: Schema, send: (input: z.output<Schema>) => Promise<unknown>) {
  const [problem, dispatch, pending] = useActionState(async (_previous: FormProblem, values: z.input<Schema>): Promise<FormProblem> => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) return { validation: parsed.error.issues[0]?.message as ValidationKey };
    try {
      await send(parsed.data);
      return null;
    } catch (failure) {
      return { failure };
    }
  }, null);

  const submit = (values: z.input<Schema>) => startTransition(() => dispatch(values));
  return { problem, submit, pending };
}
