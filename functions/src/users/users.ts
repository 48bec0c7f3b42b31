// The users domain's public file. The caller's profile at users/{uid}: created on first post,
// updated after. Never a password. Its preferences (the language) are in preferences.ts.
import { Timestamp } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { userProfileInputSchema } from '@run/contract/domain/schemas';

import type { Caller } from '../lib/auth.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { userRef } from '../store/user-doc.js';

export { readPreferences, savePreferences } from './preferences.js';

export async function upsertProfile(
  input: z.output<typeof userProfileInputSchema>,
  caller: Caller,
): Promise<string> {
  const ref = userRef(caller.uid);
  const now = Timestamp.now();
  // The verified token's email wins over the body's: a profile cannot claim someone else's address.
  const profile = {
    name: input.name,
    email: caller.email ?? input.email ?? '',
    photo: input.photo,
    updatedAt: now,
  };
  try {
    await ref.create({ ...profile, createdAt: now });
  } catch (err) {
    if (grpcCode(err) !== GRPC.ALREADY_EXISTS) throw err;
    await ref.update(profile);
  }
  return caller.uid;
}
