/** A failure the person running the tool can act on: printed as one line, without a stack, exit code 2. */
export class CliError extends Error {
  override name = 'CliError';
}

/** The one line for any failure; a stack only with WP_ENHANCE_DEBUG=1. */
export function describeFailure(error: unknown): string {
  if (error instanceof CliError) return error.message;
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return `unexpected failure: ${message} (WP_ENHANCE_DEBUG=1 prints the stack)`;
}
