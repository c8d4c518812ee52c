import type { TErrorKey } from '../../contract/errors';

/** The one error type services throw: a key from contract/errors.ts, the field at fault, and text parameters. */
export class AppError extends Error {
  readonly key: TErrorKey;
  readonly field?: string;
  readonly params: Record<string, string | number>;

  constructor(key: TErrorKey, options: { field?: string; params?: Record<string, string | number> } = {}) {
    super(key);
    this.key = key;
    this.field = options.field;
    this.params = options.params ?? {};
  }
}
