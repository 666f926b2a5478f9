// The problem report form's values (one row per order line: chosen or not, what went wrong, how much as typed) and
// its checks. The form's own messages say more than the contract's (which lines may still be reported, and how much:
// the earlier reports count too, as the server counts them), so they are written here.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { PROBLEM_KINDS, type ProblemKind } from '@contract/enums.ts';
import type { ProblemReportWrite } from '@contract/orders.ts';
import type { LocalOrder } from '@/offline/db.ts';

export interface ReportLineValues {
  picked: boolean;
  kind: ProblemKind;
  /** Whole number as typed. */
  quantity: string;
}

export interface ReportValues {
  /** In the order of `order.lines`. */
  lines: ReportLineValues[];
  description: string;
}

/** Nothing chosen; a chosen line starts as missing in full (what is left of it). */
export function reportValues(order: LocalOrder, left: Map<string, number>): ReportValues {
  return {
    lines: order.lines.map((line) => ({ picked: false, kind: 'missing', quantity: String(left.get(line.id) ?? line.quantity) })),
    description: '',
  };
}

/** The report's lines and description as the outbox sends them. */
export function useReportSchema(order: LocalOrder, left: Map<string, number>) {
  const { t } = useLingui();
  return useMemo(
    () =>
      z
        .object({
          lines: z.array(z.object({ picked: z.boolean(), kind: z.enum(PROBLEM_KINDS), quantity: z.string() })),
          description: z.string(),
        })
        .superRefine((values, ctx) => {
          values.lines.forEach((line, i) => {
            if (!line.picked) return;
            const max = left.get(order.lines[i]?.id ?? '') ?? 0;
            const quantity = Number(line.quantity);
            if (!Number.isInteger(quantity) || quantity < 1 || quantity > max) ctx.addIssue({ code: 'custom', path: ['lines', i, 'quantity'], message: t`From 1 to ${max}.` });
          });
          if (!values.lines.some((l) => l.picked)) ctx.addIssue({ code: 'custom', path: ['root', 'lines'], message: t`Choose the products with a problem.` });
          if (!values.description.trim()) ctx.addIssue({ code: 'custom', path: ['description'], message: t`Please describe the problem.` });
        })
        .transform(
          (values): Pick<ProblemReportWrite, 'lines' | 'description'> => ({
            lines: values.lines.flatMap((line, i) => (line.picked ? [{ line_id: order.lines[i]!.id, kind: line.kind, quantity: Number(line.quantity) }] : [])),
            description: values.description,
          }),
        ),
    [order, left, t],
  );
}
