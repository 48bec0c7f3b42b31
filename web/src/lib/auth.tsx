// The React face of auth: `useAuth()` for components, `<AuthLoader />` that brings in the Firebase
// Auth SDK (through reactfire) only after the page has painted.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

import { authStore, type AuthState } from './auth-store';

const AuthBridge = lazy(() => import('./auth-bridge'));

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getSnapshot, authStore.getSnapshot);
}

export function AuthLoader() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // Start the SDK download once the first paint is done, not before.
    const id = requestAnimationFrame(() => setTimeout(() => setMounted(true), 0));
    return () => cancelAnimationFrame(id);
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <AuthBridge />
    </Suspense>
  );
}
