// A free TCP port on the loopback interface, for the scripts that start the built server.
import { createServer } from 'node:net';

/** Asks the system for an unused port on 127.0.0.1, then releases it for the caller to use. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}
