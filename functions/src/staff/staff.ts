// A race's staff (docs/race-day.md): the organiser invites an address as co-organiser or check-in
// staff; the invitation mails a link with a single-use token valid 7 days (only its SHA-256 is stored,
// so a leaked database copy accepts nothing); accepting binds the signed-in account and records its
// role on the marathon (`staffRoles`, what every permission check reads with the marathon itself).
import { createHash, randomBytes } from 'node:crypto';

import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { StaffMember, StaffRace } from '@run/contract/domain/api-types';
import { DEFAULT_LANGUAGE } from '@run/contract/domain/languages';
import type { StaffRole } from '@run/contract/domain/schemas';

import type { Caller } from '../lib/auth.js';
import { db } from '../lib/firestore.js';
import { gone, notFound } from '../lib/http-error.js';
import { addressLanguage, notifyInvited, raceOfSnapshot, siteUrl } from '../mail/mail.js';
import {
  allStaff,
  newStaffRef,
  staffDocRef,
  staffDocs,
  staffDocsOf,
  staffOf,
  type StaffDoc,
} from '../store/staff-doc.js';
import { marathonRef, NO_COUNTS, staffRolePath } from '../store/marathon-doc.js';
import { toMarathon } from '../store/marathon-view.js';
import { keysMadeBy } from '../partner/partner.js';
import { registrationCounts } from '../places/places.js';
import { refuseUnverified, takeInvitation } from './invite-limits.js';

const INVITATION_DAYS = 7;
const DAY_MS = 86_400_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function inviteStaff(
  marathon: DocumentSnapshot,
  caller: Caller,
  invite: { email: string; role: StaffRole },
): Promise<{ staffId: string }> {
  refuseUnverified(caller);
  const token = randomBytes(32).toString('base64url');
  const ref = newStaffRef(marathon.ref);
  const link = `${siteUrl()}/invite/${encodeURIComponent(marathon.id)}?token=${token}`;
  // In the language of the account with that address, when one chose a language; else English.
  const language = (await addressLanguage(invite.email.toLowerCase())) ?? DEFAULT_LANGUAGE;
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
    notifyInvited(
      tx,
      raceOfSnapshot(marathon),
      invite.email,
      { kind: 'invited', role: invite.role, link },
      language,
    );
  });
  return { staffId: ref.id };
}

/** Binds the caller to the invitation's role: once, within 7 days. */
export async function acceptInvitation(
  marathonId: string,
  caller: Caller,
  token: string,
): Promise<{ role: StaffRole }> {
  const marathon = marathonRef(marathonId);
  const found = await staffDocsOf(marathon).where('tokenHash', '==', hashOf(token)).limit(1).get();
  const invitation = found.docs[0];
  if (invitation === undefined) throw gone('invitation_gone');
  return db().runTransaction(async (tx) => {
    const [race, stored] = await tx.getAll(marathon, invitation.ref.withConverter(null));
    const earlier = await tx.get(staffOf(marathon).where('uid', '==', caller.uid));
    if (!race?.exists) throw notFound('marathon_not_found');
    const current = stored?.exists ? staffDocs.of(stored) : null;
    const expiresAt = current?.expiresAt ?? null;
    const role = current?.role ?? null;
    if (
      current === null ||
      current.tokenHash !== hashOf(token) ||
      expiresAt === null ||
      expiresAt.toMillis() <= Date.now() ||
      role === null
    ) {
      throw gone('invitation_gone');
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
function acceptedBy(member: StaffDoc): StaffMember['acceptedBy'] {
  return member.uid === null ? null : { uid: member.uid, email: member.accountEmail };
}

export async function listStaff(marathon: DocumentSnapshot): Promise<{ staff: StaffMember[] }> {
  const snap = await staffDocsOf(marathon.ref).orderBy('invitedAt').limit(500).get();
  const iso = (value: Timestamp | null) =>
    (value ?? Timestamp.fromMillis(0)).toDate().toISOString();
  return {
    staff: snap.docs.flatMap((doc): StaffMember[] => {
      const d = doc.data();
      const { role } = d;
      if (role === null) return [];
      return [
        {
          staffId: d.id,
          email: d.email,
          role,
          state: d.uid !== null ? 'active' : 'invited',
          acceptedBy: acceptedBy(d),
          invitedAt: iso(d.invitedAt),
          expiresAt: iso(d.expiresAt),
        },
      ];
    }),
  };
}

/**
 * Removes a member (their role goes with them, and a co-organiser's partner API keys) or withdraws an
 * invitation.
 */
export async function removeStaff(
  marathon: DocumentSnapshot,
  staffId: string,
): Promise<{ deletedCount: number }> {
  const ref = staffDocRef(marathon.ref, staffId);
  return db().runTransaction(async (tx) => {
    const member = (await tx.get(ref)).data();
    if (member === undefined) return { deletedCount: 0 };
    const { uid } = member;
    const others =
      uid !== null
        ? (await tx.get(staffDocsOf(marathon.ref).where('uid', '==', uid))).docs
            .map((d) => d.data())
            .filter((d) => d.id !== staffId && d.role !== null)
        : [];
    // An account that still holds another accepted invitation keeps that one's role.
    const kept = others[0]?.role ?? null;
    // Partner API keys are made by organisers: one who is no longer a co-organiser loses theirs.
    const keys =
      uid !== null && kept !== 'co-organiser' ? await keysMadeBy(tx, marathon.id, uid) : [];
    tx.delete(ref);
    if (uid !== null) tx.update(marathon.ref, staffRolePath(uid), kept ?? FieldValue.delete());
    for (const key of keys) tx.delete(key);
    return { deletedCount: 1 };
  });
}

/** The races the caller is staff of (a collection-group query on `uid`), with their role. */
export async function myStaffRaces(caller: Caller): Promise<StaffRace[]> {
  const memberships = await allStaff().where('uid', '==', caller.uid).limit(200).get();
  const parents = memberships.docs.flatMap((d) =>
    d.ref.parent.parent ? [d.ref.parent.parent] : [],
  );
  if (parents.length === 0) return [];
  const marathons = (await db().getAll(...parents)).filter((m) => m.exists);
  const counts = await registrationCounts(marathons);
  const roleIn = new Map(memberships.docs.map((d) => [d.ref.parent.parent?.id, d.data().role]));
  return marathons.flatMap((m): StaffRace[] => {
    const role = roleIn.get(m.id);
    return role ? [{ role, marathon: toMarathon(m, counts.get(m.id) ?? NO_COUNTS) }] : [];
  });
}
