// Human sentences for the identity service's error codes (docs/product.md lists the ones that may
// arise; it leaves their wording to us). Anything unknown falls back to a general sentence. The
// sentences are descriptors, put in the language shown when a sign-in fails (never at module load).
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const messages: Record<string, MessageDescriptor> = {
  'auth/invalid-credential': msg`The email or password is incorrect.`,
  'auth/wrong-password': msg`The email or password is incorrect.`,
  'auth/user-not-found': msg`No account was found with this email address.`,
  'auth/invalid-email': msg`Please enter a valid email address`,
  'auth/missing-email': msg`Please enter your email address.`,
  'auth/missing-password': msg`Please enter your password.`,
  'auth/email-already-in-use': msg`An account with this email address already exists. Try logging in instead.`,
  'auth/weak-password': msg`This password is too weak. Must be 8+ characters with uppercase, lowercase, and number.`,
  'auth/password-does-not-meet-requirements': msg`This password does not meet the requirements. Must be 8+ characters with uppercase, lowercase, and number.`,
  'auth/too-many-requests': msg`Too many attempts. Please wait a moment and try again.`,
  'auth/user-disabled': msg`This account has been disabled. Please contact support.`,
  'auth/multi-factor-auth-required': msg`This account needs a second verification step, which RUN does not support yet.`,
  'auth/user-mismatch': msg`These credentials belong to a different account.`,
  'auth/unauthorized-domain': msg`Signing in is not allowed from this website address.`,
  'auth/popup-blocked': msg`Your browser blocked the sign-in window. Allow pop-ups for this site and try again.`,
  'auth/popup-closed-by-user': msg`The sign-in window was closed before signing in finished.`,
  'auth/cancelled-popup-request': msg`Another sign-in window was already open. Please finish signing in there.`,
  'auth/network-request-failed': msg`Network error: check your connection and try again.`,
  'auth/internal-error': msg`Something went wrong on our side. Please try again.`,
  'auth/invalid-api-key': msg`Sign-in is not configured correctly. Please contact support.`,
  'auth/operation-not-allowed': msg`This way of signing in is not enabled.`,
  'auth/account-exists-with-different-credential': msg`An account already exists with this email address. Sign in with the method you used before.`,
};

export const FALLBACK_AUTH_MESSAGE = msg`Something went wrong. Please try again.`;

export function authErrorCode(error: unknown): string | null {
  if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string'
  ) {
    return error.code;
  }
  return null;
}

/** The sentence to show for a failed sign-in, sign-up or reset. */
export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code) return i18n._(messages[code] ?? FALLBACK_AUTH_MESSAGE);
  if (error instanceof Error && error.message) return error.message;
  return i18n._(FALLBACK_AUTH_MESSAGE);
}
