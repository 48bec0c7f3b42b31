import { describe, expect, it } from 'vitest';

import { EMULATOR_PEER, keysFor } from './client-ip.js';

describe('keysFor in production (Google’s front end appends the peer last)', () => {
  it('keys the peer on the appended entry and the client on the first one', () => {
    // A visitor, the CDN's edge node, then the shield node the front end accepted.
    expect(keysFor('198.51.100.7, 192.0.2.1, 203.0.113.9', '169.254.1.1', false)).toEqual({
      peer: '203.0.113.9',
      client: '203.0.113.9 198.51.100.7',
    });
  });

  it('keeps every made-up earlier entry inside the same peer', () => {
    const forged = ['10.1.1.1', '10.2.2.2, 10.3.3.3', '', 'junk, , 10.4.4.4'].map(
      (claimed) => keysFor(`${claimed}, 203.0.113.9`, undefined, false).peer,
    );
    expect(new Set(forged)).toEqual(new Set(['203.0.113.9']));
  });

  it('falls back to the socket when no entry was appended', () => {
    expect(keysFor(undefined, '127.0.0.1', false)).toEqual({
      peer: '127.0.0.1',
      client: '127.0.0.1 ',
    });
  });
});

describe('keysFor under the emulators (nothing appended)', () => {
  it('gives every caller the one local peer, whatever it sends', () => {
    for (const header of [undefined, '10.9.9.9', '10.1.1.1, 10.2.2.2'])
      expect(keysFor(header, undefined, true).peer).toBe(EMULATOR_PEER);
  });

  it('takes the header’s first entry as the client within that peer', () => {
    expect(keysFor('10.1.1.1, 10.2.2.2', undefined, true).client).toBe(`${EMULATOR_PEER} 10.1.1.1`);
  });
});
