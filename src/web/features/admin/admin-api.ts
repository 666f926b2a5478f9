// Moderation calls (online only: an admin reviews with a connection).
import type { BranchReview } from '@contract/catalogue.ts';
import type { BranchStatus } from '@contract/enums.ts';
import { api } from '@/lib/api.ts';

export async function fetchBranchQueue(status: BranchStatus): Promise<BranchReview[]> {
  return (await api<{ data: BranchReview[] }>('/admin/branches/', { query: { status }, fallback: 'Fetch failed' })).data;
}

export type Decision = { decision: 'approve' } | { decision: 'reject'; reason: string };

export async function reviewBranch(id: string, decision: Decision): Promise<{ message: string; data: BranchReview }> {
  return api(`/admin/branches/${encodeURIComponent(id)}/review/`, {
    method: 'POST',
    body: decision,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    fallback: 'Something went wrong',
  });
}
