/**
 * A document job that fails through the input's fault (corrupt, unsupported, encrypted or empty
 * file; allowance used up; source payload purged) ends `failed` with this error's message, which
 * is written for the caller. Any other error is the system's: Step Functions retries the step,
 * and if it still fails the job ends `failed` with a generic message (the details go to logs).
 */
export class DocumentJobFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentJobFailure';
  }
}

/** Error names whose message may be shown to the caller. */
export const CALLER_FACING_ERRORS = ['DocumentJobFailure', 'DocumentError'];

export const isInputFault = (error: { Error?: string } | undefined) => CALLER_FACING_ERRORS.includes(error?.Error ?? '');

export const SYSTEM_FAILURE_MESSAGE = 'The document could not be processed because of an internal error; submit it again.';

/** The job's error_message from a Catch's `{Error, Cause}` (Cause is Lambda's JSON error payload). */
export function failureMessage(error: { Error?: string; Cause?: string } | undefined): string {
  if (!error?.Error || !CALLER_FACING_ERRORS.includes(error.Error)) return SYSTEM_FAILURE_MESSAGE;
  try {
    const cause = JSON.parse(error.Cause ?? '{}') as { errorMessage?: unknown };
    return typeof cause.errorMessage === 'string' && cause.errorMessage ? cause.errorMessage.slice(0, 500) : SYSTEM_FAILURE_MESSAGE;
  } catch {
    return SYSTEM_FAILURE_MESSAGE;
  }
}
