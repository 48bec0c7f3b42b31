// The Firebase Auth side of the auth module (index.tsx), its own chunk loaded after first paint (see
// AuthLoader) so that reactfire and the SDK stay out of it: reactfire watches Firebase Auth and reports
// into index.tsx, and the SDK calls behind index.tsx's actions.
import { useEffect } from 'react';
import { AuthProvider, FirebaseAppProvider, useUser } from 'reactfire';

import { firebaseApp, firebaseAuth } from '../firebase';
import { reportUser } from './index';

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

// The SDK calls behind index.tsx's actions: importing them here, not from index.tsx, keeps the SDK
// tree-shaken (a dynamic import of 'firebase/auth' itself would bundle all of it).
export {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from 'firebase/auth';
export { firebaseAuth };
