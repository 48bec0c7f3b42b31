import net from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { assertPortsFree, portsFor, readPortOffset } from './ports.js';

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  servers.length = 0;
});

describe('ports', () => {
  it('moves every port of the stack by the offset', () => {
    expect(portsFor(20)).toEqual({
      hosting: 5020,
      functions: 5021,
      auth: 9119,
      firestore: 8100,
      hub: 4420,
      logging: 4520,
      ui: 4020,
      smtp: 1045,
      mailWeb: 1100,
      smsWeb: 1110,
    });
  });

  it('reads RUN_PORT_OFFSET, defaulting to 0 and refusing anything but a small whole number', () => {
    expect(readPortOffset(undefined)).toBe(0);
    expect(readPortOffset('')).toBe(0);
    expect(readPortOffset('30')).toBe(30);
    expect(() => readPortOffset('abc')).toThrow('RUN_PORT_OFFSET must be a whole number');
    expect(() => readPortOffset('-5')).toThrow('RUN_PORT_OFFSET must be a whole number');
  });

  it('refuses an offset that puts a port on one browsers will not open, and names the next that works', async () => {
    await expect(assertPortsFree(portsFor(60), 60)).rejects.toThrow(
      'RUN_PORT_OFFSET=60 puts Hosting on port 5060, which browsers refuse to open. ' +
        'Run with RUN_PORT_OFFSET=62 instead.',
    );
    await expect(assertPortsFree(portsFor(45), 45)).rejects.toThrow(
      'puts Emulator UI on port 4045',
    );
  });

  it('names a busy port, what it is for and the two ways out in one sentence', async () => {
    const server = net.createServer();
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const ports = { ...portsFor(0), hosting: address.port };
    await expect(assertPortsFree(ports, 0)).rejects.toThrow(
      `Port ${address.port} (Hosting) is already in use. Stop the other process ` +
        `(lsof -i :${address.port}) or run with RUN_PORT_OFFSET=20.`,
    );
  });
});
