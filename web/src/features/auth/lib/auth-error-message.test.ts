import { describe, expect, it } from 'vitest';

import { i18n } from '@/lib/i18n';

import { authErrorMessage, FALLBACK_AUTH_MESSAGE } from './auth-error-message';

/** The general sentence as shown (English, as the app starts). */
const fallback = i18n._(FALLBACK_AUTH_MESSAGE);

describe('authErrorMessage', () => {
  it('turns every identity error code the spec lists into a human sentence', () => {
    const codes = [
      'multi-factor-auth-required',
      'password-does-not-meet-requirements',
      'user-mismatch',
      'user-not-found',
      'unauthorized-domain',
      'popup-blocked',
      'popup-closed-by-user',
      'cancelled-popup-request',
      'network-request-failed',
      'internal-error',
      'invalid-api-key',
    ];
    for (const code of codes) {
      const message = authErrorMessage({
        code: `auth/${code}`,
        message: `Firebase: Error (auth/${code}).`,
      });
      expect(message).not.toBe(fallback);
      expect(message).not.toContain('auth/');
    }
  });

  it('never shows a raw Firebase message for an unknown code', () => {
    expect(
      authErrorMessage({
        code: 'auth/something-new',
        message: 'Firebase: Error (auth/something-new).',
      }),
    ).toBe(fallback);
  });

  it('shows the message of an error that is not from the identity service', () => {
    expect(authErrorMessage(new Error('Full Name is required'))).toBe('Full Name is required');
  });
});
