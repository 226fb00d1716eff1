/**
 * Base of every module's error type. A module declares its codes and the exact user-facing message
 * of each (the spec's wording is the contract); the gateway's filter turns it into an HTTP answer.
 */
export abstract class AppError<Code extends string = string> extends Error {
  abstract readonly status: number;
  /** Extra fields of the JSON answer beside the message and code (e.g. where to sign in). */
  details?: Record<string, unknown>;
  /** When set, the answer carries `Retry-After` (rounded up to whole seconds), e.g. on a 429. */
  retryAfterMs?: number;
  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Builds a module's error class from a table of code -> [status, message]. */
export function defineErrors<Code extends string>(
  module: string,
  table: Record<Code, readonly [number, string]>,
) {
  return class ModuleError extends AppError<Code> {
    readonly status: number;
    constructor(code: Code, detail?: string) {
      const [status, message] = table[code];
      super(code, detail ? `${message} ${detail}` : message);
      this.status = status;
      this.name = `${module}Error`;
    }
  };
}
