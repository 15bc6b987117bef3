/**
 * A problem that stops the server from starting and that the operator can fix (bad
 * database URL, unwritable data folder…). `main` prints its message alone, without a
 * stack trace, and exits non-zero.
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StartupError";
  }
}
