// Stores a volunteer offer with who made it.
import { Timestamp } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { volunteerInputSchema } from '@run/contract/domain/schemas';

import type { Caller } from '../lib/auth.js';
import { newVolunteerRef } from '../store/volunteer-doc.js';

export async function addVolunteerOffer(
  input: z.output<typeof volunteerInputSchema>,
  caller: Caller,
): Promise<string> {
  const ref = newVolunteerRef();
  await ref.create({
    name: input.name,
    // The form's email when given, else the account's: an organiser needs a way to reply.
    email: input.email || caller.email || '',
    role: input.role,
    uid: caller.uid,
    createdAt: Timestamp.now(),
  });
  return ref.id;
}
