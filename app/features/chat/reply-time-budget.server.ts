// Every time the shopper's wait for an answer depends on, in one place (ADR-0020, addendum "What the
// shopper sees while the model works"). The reply's first event is always the "thinking" status,
// sent before any work starts, so these budgets only decide what comes after it.

export type ReplyTimeBudget = {
  /** No answer yet after this long: the widget says it is still working on it. */
  slowNoticeMs: number;
  /** The language model's whole answer, retries and tool rounds included; then the built-in answer. */
  modelAnswerLimitMs: number;
  /** Waits before the 2nd and 3rd attempt after a 408, 429 or 5xx (spec §7: doubling from 1 s). */
  retryDelaysMs: readonly number[];
};

export const REPLY_TIME_BUDGET: ReplyTimeBudget = {
  slowNoticeMs: 4_000,
  modelAnswerLimitMs: 15_000,
  retryDelaysMs: [1_000, 2_000],
};
// A request that gets no response at all (connection refused, reset, no such host) is tried once
// more at once and then given up, so the built-in answer follows within 5 s, not after the ladder.
