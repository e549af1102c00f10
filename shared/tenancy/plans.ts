/** Plan limits from the contract (Limits) and DECISIONS (upload sizes). */
export type Plan = 'free' | 'pro' | 'enterprise';
export const PLANS: readonly Plan[] = ['free', 'pro', 'enterprise'];

export interface PlanLimits {
  /** Requests per minute per API key; null means unlimited. */
  requestsPerMinute: number | null;
  /** Tokens per monthly billing period; null means custom (no enforced ceiling). */
  monthlyTokens: number | null;
  uploadBytes: number;
}

export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  free: { requestsPerMinute: 100, monthlyTokens: 1_000, uploadBytes: 1 * 1024 * 1024 },
  pro: { requestsPerMinute: 1_000, monthlyTokens: 100_000, uploadBytes: 10 * 1024 * 1024 },
  enterprise: { requestsPerMinute: null, monthlyTokens: null, uploadBytes: 50 * 1024 * 1024 },
};
