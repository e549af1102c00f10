import { createServer } from 'node:net';

/**
 * Asks the kernel for a free loopback port. Used for DynamoDB Local, which cannot be told to
 * listen on port 0 and report back; the small race (another process taking the port before
 * java binds it) is handled by the caller retrying with a new port.
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

/**
 * Fails fast (EADDRINUSE) when the HTTP port is taken, before seconds are spent starting
 * emulators that would then be stopped again.
 */
export function assertPortFree(port: number, host = '127.0.0.1'): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, host, () => server.close(() => resolve()));
  });
}
