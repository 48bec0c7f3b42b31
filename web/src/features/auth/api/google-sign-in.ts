// 'Login with Google'. In production: Firebase's popup. On the local stack the emulator's popup cannot
// work offline (its relay iframe loads gapi from apis.google.com, which the CSP also blocks), so the
// app signs in to the Auth emulator with a fake Google ID token, the same thing the emulator's own
// account chooser produces. The emulator accepts such tokens only as a local stand-in.
import { GoogleAuthProvider, signInWithCredential, type UserCredential } from 'firebase/auth';

import { env } from '@/config/env';
import { signInWithGoogle, withAuthLoading } from '@/lib/auth';

export const usesEmulatorGoogle = env.authEmulatorUrl !== null;

export function signInWithGooglePopup(): Promise<UserCredential> {
  return signInWithGoogle();
}

export async function signInWithEmulatorGoogle(
  email: string,
  name: string,
): Promise<UserCredential> {
  const claims = { sub: `google:${email.toLowerCase()}`, email, email_verified: true, name };
  return withAuthLoading((auth) =>
    signInWithCredential(auth, GoogleAuthProvider.credential(JSON.stringify(claims))),
  );
}
