// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import {
  forgetRegistration,
  registeredMarathonIds,
  rememberRegistration,
} from './registered-marathons';

describe('the remembered list of registered marathons', () => {
  beforeEach(() => localStorage.clear());

  it('remembers each marathon once under registeredMarathons', () => {
    rememberRegistration('uid-1', 'm1');
    rememberRegistration('uid-1', 'm1');
    rememberRegistration('uid-1', 'm2');
    expect(registeredMarathonIds('uid-1')).toEqual(['m1', 'm2']);
    expect(JSON.parse(localStorage.getItem('registeredMarathons') ?? '{}')).toEqual({
      'uid-1': ['m1', 'm2'],
    });
  });

  it('keeps runners sharing a browser apart', () => {
    rememberRegistration('uid-1', 'm1');
    expect(registeredMarathonIds('uid-2')).toEqual([]);
  });

  it('forgets a withdrawn registration', () => {
    rememberRegistration('uid-1', 'm1');
    rememberRegistration('uid-1', 'm2');
    forgetRegistration('uid-1', 'm1');
    expect(registeredMarathonIds('uid-1')).toEqual(['m2']);
  });

  it('treats unreadable stored data as an empty list', () => {
    localStorage.setItem('registeredMarathons', 'not json');
    expect(registeredMarathonIds('uid-1')).toEqual([]);
    localStorage.setItem('registeredMarathons', '["m1"]');
    expect(registeredMarathonIds('uid-1')).toEqual([]);
  });
});
