import fs from 'node:fs';

import { afterAll, describe, expect, it } from 'vitest';

import { baseConfigPath, firebaseConfigFor } from './firebase-config.js';
import { portsFor } from './ports.js';

interface Config {
  emulators: Record<string, { port: number; enabled?: boolean }>;
  hosting: { public: string; headers: { headers: { key: string; value: string }[] }[] };
}

const OFFSET = 977; // an offset no one runs, so the test never overwrites a live stack's copy
afterAll(() => fs.rmSync(firebaseConfigFor(OFFSET, portsFor(OFFSET)), { force: true }));

describe('firebase config for a port offset', () => {
  it('keeps the emulator out of the committed (production) CSP', () => {
    const config = JSON.parse(fs.readFileSync(baseConfigPath, 'utf8')) as Config;
    const csp = config.hosting.headers
      .flatMap((rule) => rule.headers)
      .find((h) => h.key === 'Content-Security-Policy');
    expect(csp?.value).toContain("connect-src 'self' https://identitytoolkit.googleapis.com");
    expect(csp?.value).toMatch(/connect-src [^;]*https:\/\/firestore\.googleapis\.com/u);
    expect(csp?.value).not.toMatch(/127\.0\.0\.1|localhost/u);
  });

  it('writes a copy with every emulator port, the CSP emulator ports and the web build moved', () => {
    const file = firebaseConfigFor(OFFSET, portsFor(OFFSET));
    const config = JSON.parse(fs.readFileSync(file, 'utf8')) as Config;
    expect(config.emulators.hosting?.port).toBe(5000 + OFFSET);
    expect(config.emulators.auth?.port).toBe(9099 + OFFSET);
    expect(config.emulators.firestore?.port).toBe(8080 + OFFSET);
    expect(config.hosting.public).toBe(`web/dist-${OFFSET}`);
    const csp = config.hosting.headers
      .flatMap((rule) => rule.headers)
      .find((h) => h.key === 'Content-Security-Policy');
    expect(csp?.value).toMatch(
      new RegExp(
        `connect-src [^;]* http://127\\.0\\.0\\.1:${9099 + OFFSET} http://localhost:${9099 + OFFSET}`,
        'u',
      ),
    );
    expect(csp?.value).toMatch(
      new RegExp(
        `connect-src [^;]* http://127\\.0\\.0\\.1:${8080 + OFFSET} http://localhost:${8080 + OFFSET}`,
        'u',
      ),
    );
    expect(csp?.value).toMatch(
      new RegExp(`frame-src [^;]* http://127\\.0\\.0\\.1:${9099 + OFFSET}`, 'u'),
    );
    expect(csp?.value).not.toMatch(new RegExp(`frame-src [^;]*:${8080 + OFFSET}`, 'u'));
    expect(csp?.value).not.toContain(':9099');
  });

  it('turns the Emulator UI on, on its moved port, only when asked', () => {
    const read = (ui: boolean) =>
      JSON.parse(
        fs.readFileSync(firebaseConfigFor(OFFSET, portsFor(OFFSET), ui), 'utf8'),
      ) as Config;
    expect(read(false).emulators.ui).toMatchObject({ enabled: false, port: 4000 + OFFSET });
    expect(read(true).emulators.ui).toMatchObject({ enabled: true, port: 4000 + OFFSET });
  });
});
