// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { forgetReferral, referralFor, rememberReferral } from './referral';

describe('a referral link remembered per race', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the code of the race page’s ?ref= until the registration is sent', () => {
    rememberReferral('race-1', 'AB12CD34');
    expect(referralFor('race-1')).toBe('AB12CD34');
    expect(referralFor('race-2')).toBeUndefined();
    forgetReferral('race-1');
    expect(referralFor('race-1')).toBeUndefined();
  });

  it('takes the latest friend’s code, and ignores what cannot be a code', () => {
    rememberReferral('race-1', 'FIRST123');
    rememberReferral('race-1', 'SECOND12');
    rememberReferral('race-1', '<script>');
    rememberReferral('race-1', null);
    expect(referralFor('race-1')).toBe('SECOND12');
  });
});
