/** Adversarial inputs for worst-case timing (shared by the runner and its child process). */
export const MB = 1024 * 1024;

/** name → builder of an input of about `size` UTF-16 units. */
export const PATHOLOGICAL: Record<string, (size: number) => string> = {
  'a x 1MB': (n) => 'a'.repeat(n),
  'A x 1MB': (n) => 'A'.repeat(n),
  '1 x 1MB': (n) => '1'.repeat(n),
  'space x 1MB': (n) => ' '.repeat(n),
  '@ x 1MB': (n) => '@'.repeat(n),
  '. x 1MB': (n) => '.'.repeat(n),
  '- x 1MB': (n) => '-'.repeat(n),
  '"1-" x 512K': (n) => '1-'.repeat(n / 2),
  'digit groups "1234 "': (n) => '1234 '.repeat(Math.ceil(n / 5)).slice(0, n),
  'digits "1 2 3 ..."': (n) => '1 2 3 4 5 6 7 8 9 0 '.repeat(Math.ceil(n / 20)).slice(0, n),
  'one digit line, space every 16': (n) => '4111111111111111 '.repeat(Math.ceil(n / 17)).slice(0, n),
  '"John " x 200K': (n) => 'John '.repeat(Math.ceil(n / 5)).slice(0, n),
  '"a@b." x 256K': (n) => 'a@b.'.repeat(n / 4),
  '"1." x 512K': (n) => '1.'.repeat(n / 2),
};
