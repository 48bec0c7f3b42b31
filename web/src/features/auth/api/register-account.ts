// Sign-up: the identity account first (with name and photo on the profile), then the user record
// POST /users {name, email, photo}. No password ever reaches the API (DESIGN.md section 5).
import type { InsertedResponse } from '@domain/api-types';
import type { UserProfileInput } from '@domain/schemas';
import { createUserWithEmailAndPassword, updateProfile } from 'firebase/auth';

import { api } from '@/lib/api-client';
import { withAuthLoading } from '@/lib/auth';

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
  // Loading ends with or without a user; the profile update is then visible to the header.
  await withAuthLoading(async (auth) => {
    const { user } = await createUserWithEmailAndPassword(auth, email, password);
    // The Auth emulator refuses a null photoURL, so it is only sent when given.
    await updateProfile(
      user,
      photo ? { displayName: name, photoURL: photo } : { displayName: name },
    );
  });
  const profile: UserProfileInput = { name, email, photo };
  const result = await api<InsertedResponse>('/users', {
    method: 'POST',
    body: profile,
    auth: 'required',
  });
  if (!result?.insertedId) throw new Error('Try Again');
}
