import { describe, expect, it } from 'vitest';

import { loggedPath } from './request-log.js';

describe('loggedPath', () => {
  it('never logs a transfer link’s token, and keeps every other path as it came', () => {
    expect(loggedPath('/api/marathon/m1/transfers/s3cr3t-T0ken')).toBe(
      '/api/marathon/m1/transfers/{token}',
    );
    expect(loggedPath('/api/marathon/m1/transfers/accept')).toBe(
      '/api/marathon/m1/transfers/accept',
    );
    expect(loggedPath('/api/marathon/m1/transfers')).toBe('/api/marathon/m1/transfers');
    expect(loggedPath('/api/marathons?q=berlin')).toBe('/api/marathons');
  });
});
