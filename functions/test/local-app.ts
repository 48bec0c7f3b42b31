// The API app on a free local port for a unit-test file, with Firestore at an address where nothing
// listens: started before the file's tests, closed after them.
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll } from 'vitest';

/** `env` is set before the app is imported (env is read once, at import). Read `baseUrl` in tests. */
export function localApp(env: Record<string, string> = {}): { baseUrl: string } {
  const app = { baseUrl: '' };
  let close: () => void = () => undefined;
  beforeAll(async () => {
    Object.assign(process.env, {
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:9',
      GCLOUD_PROJECT: 'demo-run',
      ...env,
    });
    const { createApp } = await import('../src/app.js');
    const server = createApp().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    app.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());
  return app;
}
