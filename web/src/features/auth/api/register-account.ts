// Sign-up: the identity account first (with name and photo on the profile), then the user record
// POST /users {name, email, photo}. No password ever reaches the API (DESIGN.md section 5).
import type { InsertedResponse } from '@domain/api-types';
import type { UserProfileInput } from '@domain/schemas';

import { api } from '@/lib/api-client';
import { createAccount, type NewAccount } from '@/lib/auth';

export async function registerAccount(account: NewAccount): Promise<void> {
  await createAccount(account);
  const { name, email, photo } = account;
  const profile: UserProfileInput = { name, email, photo };
  const result = await api<InsertedResponse>('/users', {
    method: 'POST',
    body: profile,
    auth: 'required',
  });
  if (!result?.insertedId) throw new Error('Try Again');
}
