// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { frameReader } from './qr-frames';

describe('frameReader', () => {
  it('loads the decoder once: the screen asks for it when it opens, a scan later gets the same one', async () => {
    const opened = frameReader();
    const scanned = frameReader();
    expect(scanned).toBe(opened);
    expect(typeof (await scanned)).toBe('function');
  });
});
