// One way to build a form: react-hook-form validated by the contract's zod schema (the same one the
// server checks), messages shown in the reader's language, a 400's field messages placed on the inputs
// it names, and whatever is left (offline, a general refusal) in one alert string for the form's Notice.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm, type FieldErrors, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ApiError } from './api.ts';
import { applyServerErrors, useErrorText } from './form-errors.ts';

type Schema = z.ZodType<FieldValues, FieldValues>;

export interface SubmitOptions<V extends FieldValues> {
  /** Fields a 400's `messages` may name; each message is shown on its input, the first is focused. */
  fields?: readonly Path<V>[];
  /** What to say when the request could not reach the server (the form does not queue offline). */
  offline?: string;
  /** The alert when the values do not pass the schema (by default each field only shows its own message). */
  invalid?: string;
  /** Called when the values do not pass the schema, after the alert is set (e.g. to focus a custom control). */
  onInvalid?: (errors: FieldErrors<V>) => void;
}

export type ContractForm<S extends Schema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /** The field's message in the reader's language, or undefined when the field is valid. */
  fieldError: (name: Path<z.input<S>>) => string | undefined;
  /** The alert for the whole form (null when there is nothing to say). */
  serverError: string | null;
  setServerError: (message: string | null) => void;
  /** handleSubmit with the error handling every form needs: clears the alert, runs `handler` with the
   * parsed values, and turns what it throws into field messages or the alert. */
  submitWith: (
    handler: (values: z.output<S>) => Promise<void> | void,
    options?: SubmitOptions<z.input<S>>,
  ) => (event?: React.BaseSyntheticEvent) => Promise<void>;
};

export function useContractForm<S extends Schema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ContractForm<S> {
  const { t } = useLingui();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
  });
  const errorText = useErrorText();
  const [serverError, setServerError] = useState<string | null>(null);

  const fieldError = (name: Path<z.input<S>>) => errorText(form.getFieldState(name, form.formState).error?.message);

  const submitWith: ContractForm<S>['submitWith'] = (handler, submitOptions = {}) =>
    form.handleSubmit(
      async (values) => {
        setServerError(null);
        try {
          await handler(values);
        } catch (err) {
          if (err instanceof ApiError && err.isNetwork) {
            setServerError(submitOptions.offline ?? t`You are offline. Connect and try again.`);
            return;
          }
          const left = applyServerErrors(err, submitOptions.fields ?? [], form.setError);
          if (left !== null || !(err instanceof ApiError)) setServerError(left ?? t`Something went wrong`);
        }
      },
      (errors) => {
        if (submitOptions.invalid !== undefined) setServerError(submitOptions.invalid);
        submitOptions.onInvalid?.(errors);
      },
    );

  return { ...form, fieldError, serverError, setServerError, submitWith };
}
