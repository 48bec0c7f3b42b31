// Sign-up: the identity account first (with name and photo on the profile), then the user record
// POST /users {name, email, photo}. No password ever reaches the API (DESIGN.md section 5).
import type { InsertedResponse } from '@domain/api-types';
import type { UserProfileInput } from '@domain/schemas';
import { createUserWithEmailAndPassword, updateProfile } from 'firebase/auth';

import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { firebaseAuth } from '@/lib/firebase';

export interface RegisterAccountInput {
  name: string;
  email: string;
  photo: string;
  password: string;
}

export async function registerAccount({
  name,
  email,
  photo,
  password,
}: RegisterAccountInput): Promise<void> {
  const auth = firebaseAuth();
  authStore.setLoading();
  try {
    const { user } = await createUserWithEmailAndPassword(auth, email, password);
    // The Auth emulator refuses a null photoURL, so it is only sent when given.
    await updateProfile(
      user,
      photo ? { displayName: name, photoURL: photo } : { displayName: name },
    );
  } finally {
    // Loading ends with or without a user; the profile update is now visible to the header.
    authStore.report(auth.currentUser);
  }
  const profile: UserProfileInput = { name, email, photo };
  const result = await api<InsertedResponse>('/users', {
    method: 'POST',
    body: profile,
    auth: 'required',
  });
  if (!result?.insertedId) throw new Error('Try Again');
}
