// The auth module as the screens' unit tests have it, without the SDK: a signed-in account with a
// token, and who is signed in (`useAuth`) left to each test. A test file takes it with
// `vi.mock('@/lib/auth', () => import('@/lib/signed-in-auth.test-support'))`.
import { vi } from 'vitest';

export const useAuth = vi.fn();
export const idToken = vi.fn(() => Promise.resolve('token-1'));
export const signOutUser = vi.fn(() => Promise.resolve());
