// Loaded after first paint (see AuthLoader in auth.tsx, its own chunk so that reactfire and the SDK
// stay out of the first paint): reactfire watches Firebase Auth and reports into auth.tsx.
import { useEffect } from 'react';
import { AuthProvider, FirebaseAppProvider, useUser } from 'reactfire';

import { reportUser } from './auth';
import { firebaseApp, firebaseAuth } from './firebase';

function ReportUser() {
  const { status, data } = useUser();
  useEffect(() => {
    if (status === 'success') reportUser(data ?? null);
    if (status === 'error') reportUser(null);
  }, [status, data]);
  return null;
}

export default function AuthBridge() {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp()}>
      <AuthProvider sdk={firebaseAuth()}>
        <ReportUser />
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

// The SDK calls behind auth.tsx's actions: importing them here, not from auth.tsx, keeps the SDK
// tree-shaken (a dynamic import of 'firebase/auth' itself would bundle all of it).
export {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
} from 'firebase/auth';
export { firebaseAuth };
