/** The input's fault (missing, unreadable, too large, refused, corrupt): the job is `failed`, never retried. */
export class InputError extends Error {
  override readonly name = 'InputError';
}

export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
export const tooLarge = (maxBytes: number) =>
  new InputError(`The input is larger than this plan's limit of ${megabytes(maxBytes)}.`);
