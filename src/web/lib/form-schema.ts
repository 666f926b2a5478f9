// Forms whose inputs are text as typed (a price '2,50', a quantity '440') while the contract takes numbers in another
// shape: the form's schema turns the values into the contract's body and checks them with the contract's own schema,
// so the form and the server refuse the same things, and each refusal lands on the input the user typed it in.
import { z } from 'zod';
import type { FieldValues } from 'react-hook-form';

/**
 * A schema for useContractForm: `toBody` maps the form's values to what `contract` checks; an issue at a contract
 * path ('terms.price_minor') is shown on the input `fieldOf` names for it ('price'), else on `fieldOf['*']` when
 * given (e.g. 'root.terms' for what no input of the form can fix), else on the input of that name.
 */
export function contractSchema<V extends FieldValues, S extends z.ZodType<FieldValues>>(
  contract: S,
  toBody: (values: V) => z.input<S>,
  fieldOf: Readonly<Record<string, string>> = {},
) {
  return z.custom<V>().transform((values, ctx) => {
    const parsed = contract.safeParse(toBody(values));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      ctx.addIssue({ code: 'custom', message: issue.message, path: (fieldOf[path] ?? fieldOf['*'] ?? path).split('.') });
    }
    return z.NEVER;
  });
}
