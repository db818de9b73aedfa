import type { HomeAttention } from '@/services/home';

/** How many things await: each approval, the untreated feedback, and a stale (or missing) price as one. */
export function attentionCount(attention: HomeAttention): number {
  const approvals = (attention.approvals ?? []).reduce((sum, { count }) => sum + count, 0);
  return approvals + (attention.untreatedFeedback ?? 0) + (attention.btcPrice?.stale ? 1 : 0);
}

/** Whether this administrator holds any of the permissions that make something await them. */
export const followsAnything = (attention: HomeAttention): boolean =>
  attention.approvals !== null || attention.untreatedFeedback !== null || attention.btcPrice !== null;
