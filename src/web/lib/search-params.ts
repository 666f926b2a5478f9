// Readers for routes' search params (user input: anything that does not fit becomes undefined). Written without zod:
// validateSearch runs in the app's first JavaScript, where zod would cost ~20 KB gzip of the home page budget.

export function optionalText(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

export function optionalOneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}
