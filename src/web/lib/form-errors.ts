// Form error helpers: contract validation codes shown in the reader's language, server field
// messages placed on the matching inputs.
import { useLingui } from '@lingui/react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { translate } from '@contract/messages.ts';
import type { Language } from '@contract/enums.ts';
import { ApiError } from './api.ts';

/** Zod issues carry message codes ('validation.email_required'); server messages are already text. */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  const lang: Language = i18n.locale === 'fr' ? 'fr' : 'en';
  return (message) => (message ? translate(message, lang) : undefined);
}

/**
 * Put a 400's `messages` onto the form fields it names (focusing the first) and return what is left
 * for the alert region: the general message when no field matched.
 */
export function applyServerErrors<T extends FieldValues>(err: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): string | null {
  if (!(err instanceof ApiError)) return null;
  let placed = 0;
  for (const field of fields) {
    const text = err.messages[field]?.[0];
    if (!text) continue;
    setError(field, { type: 'server', message: text }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed > 0 ? null : err.message;
}
