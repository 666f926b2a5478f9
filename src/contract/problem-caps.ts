// The caps on an order's problem reports, counted over all of its reports: no more of a line can be
// reported than was delivered, and refunds plus credits never add up to more than the order's total. The server
// enforces them (and the database again); the forms show what is left.

interface ReportedLines {
  lines: ReadonlyArray<{ line_id: string; quantity: number }>;
}
interface Granted {
  resolution: string | null;
  amount_minor: number | null;
}

/** How much of each line (by id) the reports have claimed so far. */
export function reportedByLine(problems: readonly ReportedLines[]): Map<string, number> {
  const reported = new Map<string, number>();
  for (const p of problems) for (const l of p.lines) reported.set(l.line_id, (reported.get(l.line_id) ?? 0) + Number(l.quantity));
  return reported;
}

/** How much of each line (by id) can still be reported. */
export function leftToReport(order: { lines: ReadonlyArray<{ id: string; quantity: number }>; problems: readonly ReportedLines[] }): Map<string, number> {
  const reported = reportedByLine(order.problems);
  return new Map(order.lines.map((l) => [l.id, Math.max(0, l.quantity - (reported.get(l.id) ?? 0))]));
}

/** Refunds and credits granted so far, in minor units. */
export function grantedSoFar(problems: readonly Granted[]): number {
  return problems.reduce((sum, p) => sum + (p.resolution === 'refund' || p.resolution === 'credit' ? Number(p.amount_minor ?? 0) : 0), 0);
}

/** What is left of the order's total to refund or credit, in minor units. */
export function leftToGrant(order: { total_minor: number; problems: readonly Granted[] }): number {
  return Math.max(0, Number(order.total_minor) - grantedSoFar(order.problems));
}
