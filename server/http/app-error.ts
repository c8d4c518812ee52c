import type { TErrorKey } from '../../contract/errors';

/** The one error type services throw: a key from contract/errors.ts, the field at fault, and text parameters. */
export class AppError extends Error {
  readonly key: TErrorKey;
  readonly field?: string;
  readonly params: Record<string, string | number>;
  /** Commit what the call wrote before failing (a failed login's count, a wrong code's attempt), then answer. */
  readonly keepWrites: boolean;

  constructor(
    key: TErrorKey,
    options: { field?: string; params?: Record<string, string | number>; keepWrites?: boolean } = {},
  ) {
    super(key);
    this.key = key;
    this.field = options.field;
    this.params = options.params ?? {};
    this.keepWrites = options.keepWrites ?? false;
  }
}
