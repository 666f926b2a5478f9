// The quote form's schema for useContractForm: checkQuoteValues (the contract's quoteTermsWriteSchema plus the form's
// 'not in the past' rule) with each message code on the input it names, and what the page sends once they pass.
import { z } from 'zod';
import type { QuoteTerms } from '@contract/quote-rules.ts';
import type { ContractForm } from '@/lib/use-contract-form.ts';
import { checkQuoteValues, type QuoteFormField, type QuoteFormValues } from './quote-form-values.ts';

export interface QuoteFormResult {
  /** The terms as the contract's schema returned them. */
  terms: QuoteTerms;
  note: string | null;
  productId: string | null;
}

export function quoteFormSchema(today: string) {
  return z.custom<QuoteFormValues>().transform((values, ctx): QuoteFormResult => {
    const check = checkQuoteValues(values, today);
    if (check.ok) return { terms: check.terms, note: values.note.trim() || null, productId: values.product_id || null };
    for (const [field, code] of Object.entries(check.errors)) ctx.addIssue({ code: 'custom', message: code, path: [field] });
    return z.NEVER;
  });
}

export type QuoteForm = ContractForm<ReturnType<typeof quoteFormSchema>>;

/** A field's message in the reader's language, or undefined when it is valid. */
export type QuoteFieldError = (field: QuoteFormField) => string | undefined;
