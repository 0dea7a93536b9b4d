/**
 * A failure the person at the terminal can act on: what went wrong in one sentence, and what to
 * do about it. The CLI prints `message` (and `hint`) without a stack and exits with `exitCode`;
 * any other error is a bug and prints its stack.
 */
export class CliError extends Error {
  override readonly name = "CliError";
  readonly hint: string | undefined;
  readonly exitCode: number;

  constructor(
    message: string,
    options: { hint?: string; exitCode?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.hint = options.hint;
    this.exitCode = options.exitCode ?? 1;
  }
}

/**
 * The one way commands fail on purpose.
 *
 * @example
 * throw cliError("Theme check found 2 problems.", { hint: "Fix them and run `vitrine theme check` again." })
 */
export function cliError(
  message: string,
  options?: { hint?: string; exitCode?: number; cause?: unknown },
): CliError {
  return new CliError(message, options);
}

/** True for a failure meant for the person at the terminal (as opposed to a bug). */
export function isCliError(error: unknown): error is CliError {
  return error instanceof CliError;
}
