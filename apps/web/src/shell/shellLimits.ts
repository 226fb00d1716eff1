import { LIMITS } from '@tessera/domain';

/** The shell's timings: the spec's constants (§9) from `@tessera/domain`, plus its own. */
export const SHELL_LIMITS = {
  maxToasts: LIMITS.maxToasts,
  toastDurationMs: LIMITS.toastDurationMs,
  templateErrorToastDurationMs: LIMITS.templateErrorToastMs,
  signupRedirectDelayMs: LIMITS.signupRedirectMs,
  accountRequiredCardMs: LIMITS.accountRequiredCardMs,
  progressThrottleMs: LIMITS.progressBarThrottleMs,
  progressDurationMs: LIMITS.progressBarDurationMs,
  /** A failed code-chunk load reloads the page at most once per minute (publishing §8). */
  chunkReloadGuardMs: 60_000,
} as const;
