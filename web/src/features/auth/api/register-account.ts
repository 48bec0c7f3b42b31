// Sign-up: the identity account first (with name and photo on the profile), then the user record
// POST /users {name, email, photo}. No password ever reaches the API
// (docs/differences-from-spec.md).
import { t } from '@lingui/core/macro';
import type { UserProfileInput } from '@run/contract/domain/schemas';
import { routes } from '@run/contract/http/routes';

import { api } from '@/lib/api-client';
import { createAccount, type NewAccount } from '@/lib/auth';

export async function registerAccount(account: NewAccount): Promise<void> {
  await createAccount(account);
  const { name, email, photo } = account;
  const profile: UserProfileInput = { name, email, photo };
  const result = await api(routes.upsertProfile, { body: profile });
  // Shown as the form's error (auth-error-message.ts): in the language shown when it fails.
  if (!result?.insertedId) throw new Error(t`Try Again`);
}
