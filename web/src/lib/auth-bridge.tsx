// Loaded after first paint: reactfire watches Firebase Auth and reports into the auth store.
import { useEffect } from 'react';
import { AuthProvider, FirebaseAppProvider, useUser } from 'reactfire';

import { authStore } from './auth-store';
import { firebaseApp, firebaseAuth } from './firebase';

function ReportUser() {
  const { status, data } = useUser();
  useEffect(() => {
    if (status === 'success') authStore.report(data ?? null);
    if (status === 'error') authStore.report(null);
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
