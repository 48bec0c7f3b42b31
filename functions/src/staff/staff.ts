// A race's staff (docs/race-day.md): the organiser invites an address as co-organiser or check-in
// staff; the invitation mails a link with a single-use token valid 7 days (only its SHA-256 is stored,
// so a leaked database copy accepts nothing); accepting binds the signed-in account and records its
// role on the marathon (`staffRoles`, what every permission check reads with the marathon itself).
import { createHash, randomBytes } from 'node:crypto';

import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import type { StaffMember, StaffRace } from '@run/contract/domain/api-types';
import type { StaffRole } from '@run/contract/domain/schemas';

import type { Caller } from '../lib/auth.js';
import { db } from '../lib/firestore.js';
import { HttpError, notFound } from '../lib/http-error.js';
import { notifyInvited, raceOfSnapshot } from '../mail/notify.js';
import { siteUrl } from '../mail/params.js';
import { COLLECTIONS } from '../store/collections.js';
import { marathonRef, NO_COUNTS, staffRolePath, toMarathon } from '../store/marathon-doc.js';
import { registrationCounts } from '../places/places.js';
import { refuseUnverified, takeInvitation } from './invite-limits.js';

const INVITATION_DAYS = 7;
const DAY_MS = 86_400_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const staffOf = (marathon: DocumentReference) => marathon.collection(COLLECTIONS.staff);

const isRole = (value: unknown): value is StaffRole =>
  value === 'co-organiser' || value === 'check-in';

export async function inviteStaff(
  marathon: DocumentSnapshot,
  caller: Caller,
  invite: { email: string; role: StaffRole },
): Promise<{ staffId: string }> {
  refuseUnverified(caller);
  const token = randomBytes(32).toString('base64url');
  const ref = staffOf(marathon.ref).doc();
  const link = `${siteUrl()}/invite/${encodeURIComponent(marathon.id)}?token=${token}`;
  await db().runTransaction(async (tx) => {
    const now = Timestamp.now();
    await takeInvitation(tx, marathon.ref, caller, now);
    tx.create(ref, {
      email: invite.email.toLowerCase(),
      role: invite.role,
      tokenHash: hashOf(token),
      invitedAt: now,
      expiresAt: Timestamp.fromMillis(now.toMillis() + INVITATION_DAYS * DAY_MS),
      uid: null,
    });
    notifyInvited(tx, raceOfSnapshot(marathon), invite.email, {
      kind: 'invited',
      role: invite.role,
      link,
    });
  });
  return { staffId: ref.id };
}

const GONE = 'This invitation was used, withdrawn or has expired. Ask the organiser for a new one.';

/** Binds the caller to the invitation's role: once, within 7 days. */
export async function acceptInvitation(
  marathonId: string,
  caller: Caller,
  token: string,
): Promise<{ role: StaffRole }> {
  const marathon = marathonRef(marathonId);
  const found = await staffOf(marathon).where('tokenHash', '==', hashOf(token)).limit(1).get();
  const invitation = found.docs[0];
  if (invitation === undefined) throw new HttpError(410, GONE);
  return db().runTransaction(async (tx) => {
    const [race, current] = await tx.getAll(marathon, invitation.ref);
    const earlier = await tx.get(staffOf(marathon).where('uid', '==', caller.uid));
    if (!race?.exists) throw notFound('Marathon not found.');
    const expiresAt: unknown = current?.get('expiresAt');
    const role: unknown = current?.get('role');
    if (
      !current?.exists ||
      current.get('tokenHash') !== hashOf(token) ||
      !(expiresAt instanceof Timestamp) ||
      expiresAt.toMillis() <= Date.now() ||
      !isRole(role)
    ) {
      throw new HttpError(410, GONE);
    }
    tx.update(invitation.ref, {
      uid: caller.uid,
      accountEmail: caller.email ?? null,
      acceptedAt: Timestamp.now(),
      tokenHash: FieldValue.delete(),
    });
    // One account, one membership: the new role replaces what an earlier invitation gave it.
    for (const member of earlier.docs) if (member.id !== invitation.id) tx.delete(member.ref);
    tx.update(marathon, staffRolePath(caller.uid), role);
    return { role };
  });
}

/** The account that accepted an invitation (its email then), or null while none has. */
function acceptedBy(member: DocumentSnapshot): StaffMember['acceptedBy'] {
  const uid: unknown = member.get('uid');
  if (typeof uid !== 'string') return null;
  const email: unknown = member.get('accountEmail');
  return { uid, email: typeof email === 'string' ? email : null };
}

export async function listStaff(marathon: DocumentSnapshot): Promise<{ staff: StaffMember[] }> {
  const snap = await staffOf(marathon.ref).orderBy('invitedAt').limit(500).get();
  const iso = (value: unknown) =>
    value instanceof Timestamp ? value.toDate().toISOString() : new Date(0).toISOString();
  return {
    staff: snap.docs.flatMap((d): StaffMember[] => {
      const role: unknown = d.get('role');
      if (!isRole(role)) return [];
      return [
        {
          staffId: d.id,
          email: String(d.get('email') ?? ''),
          role,
          state: typeof d.get('uid') === 'string' ? 'active' : 'invited',
          acceptedBy: acceptedBy(d),
          invitedAt: iso(d.get('invitedAt')),
          expiresAt: iso(d.get('expiresAt')),
        },
      ];
    }),
  };
}

/** Removes a member (their role goes with them) or withdraws an invitation. */
export async function removeStaff(
  marathon: DocumentSnapshot,
  staffId: string,
): Promise<{ deletedCount: number }> {
  const ref = staffOf(marathon.ref).doc(staffId);
  return db().runTransaction(async (tx) => {
    const member = await tx.get(ref);
    if (!member.exists) return { deletedCount: 0 };
    const uid: unknown = member.get('uid');
    const others =
      typeof uid === 'string'
        ? (await tx.get(staffOf(marathon.ref).where('uid', '==', uid))).docs.filter(
            (d) => d.id !== staffId && isRole(d.get('role')),
          )
        : [];
    tx.delete(ref);
    if (typeof uid === 'string') {
      // An account that still holds another accepted invitation keeps that one's role.
      const kept: unknown = others[0]?.get('role');
      tx.update(marathon.ref, staffRolePath(uid), isRole(kept) ? kept : FieldValue.delete());
    }
    return { deletedCount: 1 };
  });
}

/** The races the caller is staff of (a collection-group query on `uid`), with their role. */
export async function myStaffRaces(caller: Caller): Promise<StaffRace[]> {
  const memberships = await db()
    .collectionGroup(COLLECTIONS.staff)
    .where('uid', '==', caller.uid)
    .limit(200)
    .get();
  const parents = memberships.docs.flatMap((d) =>
    d.ref.parent.parent ? [d.ref.parent.parent] : [],
  );
  if (parents.length === 0) return [];
  const marathons = (await db().getAll(...parents)).filter((m) => m.exists);
  const counts = await registrationCounts(marathons);
  const roleIn = new Map(memberships.docs.map((d) => [d.ref.parent.parent?.id, d.get('role')]));
  return marathons.flatMap((m): StaffRace[] => {
    const role: unknown = roleIn.get(m.id);
    return isRole(role) ? [{ role, marathon: toMarathon(m, counts.get(m.id) ?? NO_COUNTS) }] : [];
  });
}
