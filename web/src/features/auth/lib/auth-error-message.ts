// Human sentences for the identity service's error codes (docs/product.md lists the ones that may
// arise; it leaves their wording to us). Anything unknown falls back to a general sentence.
import { PASSWORD_HINT } from '@run/contract/domain/password';

const messages: Record<string, string> = {
  'auth/invalid-credential': 'The email or password is incorrect.',
  'auth/wrong-password': 'The email or password is incorrect.',
  'auth/user-not-found': 'No account was found with this email address.',
  'auth/invalid-email': 'Please enter a valid email address',
  'auth/missing-email': 'Please enter your email address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/email-already-in-use':
    'An account with this email address already exists. Try logging in instead.',
  'auth/weak-password': `This password is too weak. ${PASSWORD_HINT}.`,
  'auth/password-does-not-meet-requirements': `This password does not meet the requirements. ${PASSWORD_HINT}.`,
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/user-disabled': 'This account has been disabled. Please contact support.',
  'auth/multi-factor-auth-required':
    'This account needs a second verification step, which RUN does not support yet.',
  'auth/user-mismatch': 'These credentials belong to a different account.',
  'auth/unauthorized-domain': 'Signing in is not allowed from this website address.',
  'auth/popup-blocked':
    'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before signing in finished.',
  'auth/cancelled-popup-request':
    'Another sign-in window was already open. Please finish signing in there.',
  'auth/network-request-failed': 'Network error: check your connection and try again.',
  'auth/internal-error': 'Something went wrong on our side. Please try again.',
  'auth/invalid-api-key': 'Sign-in is not configured correctly. Please contact support.',
  'auth/operation-not-allowed': 'This way of signing in is not enabled.',
  'auth/account-exists-with-different-credential':
    'An account already exists with this email address. Sign in with the method you used before.',
};

export const FALLBACK_AUTH_MESSAGE = 'Something went wrong. Please try again.';

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
  if (code) return messages[code] ?? FALLBACK_AUTH_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK_AUTH_MESSAGE;
}
