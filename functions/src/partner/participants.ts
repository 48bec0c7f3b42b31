// The start list a timing partner pulls (docs/partner-api.md): each runner holding a place, with bib,
// name, distance, gender, age group and team, a page at a time in uid order. Only those fields are
// read: an email, a phone, an emergency contact, a date of birth (beyond its age group) or any other
// answer never leaves the database here.
import { FieldPath, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { PartnerParticipant } from '@run/contract/domain/partner';
import { ageGroupOf, genderOf, isGenderQuestion } from '@run/contract/domain/results-groups';
import { foldName } from '@run/contract/domain/results-names';

import { decodeCursor } from '../lib/cursor.js';
import { distanceOfRecord } from '../store/distances.js';
import { pageOf } from '../store/id-page.js';
import { marathonOf, toIso } from '../store/marathon-doc.js';
import { registrationOf, registrationsPlain } from '../store/registration-doc.js';
import { holdsPlace, runnerFields } from '../results/results.js';

const PAGE = 1000;
/** The labels a race's team question goes by (folded). */
const TEAM_LABELS = new Set(['team', 'club', 'team name', 'club name', 'running club']);

type UidCursor = [uid: string];
const isUidCursor = (value: unknown): value is UidCursor =>
  Array.isArray(value) && value.length === 1 && typeof value[0] === 'string';

export async function partnerParticipants(
  marathon: DocumentSnapshot,
  cursor: string | undefined,
): Promise<{ participants: PartnerParticipant[]; nextCursor: string | null }> {
  const race = marathonOf(marathon);
  const raceStart = toIso(race.marathonStartDate);
  const gender = race.questions.find(isGenderQuestion);
  const team = race.questions.find((q) => q.type === 'text' && TEAM_LABELS.has(foldName(q.label)));
  const fields = [...runnerFields(race), ...(team ? [`answers.${team.id}`] : [])];
  const query = registrationsPlain(marathon.ref)
    .orderBy(FieldPath.documentId())
    .select(...fields);
  const after = cursor === undefined ? undefined : decodeCursor(cursor, isUidCursor);
  const page = await pageOf(
    query,
    { limit: PAGE, after },
    (doc) => registrationOf(doc),
    (last) => [last.id] satisfies UidCursor,
  );
  const participants = page.items
    .filter((reg) => holdsPlace(reg.status))
    .map((reg): PartnerParticipant => {
      const distance = distanceOfRecord(reg, race.distances);
      const runnerGender = gender ? genderOf(reg.answers?.[gender.id]) : null;
      const teamAnswer = team ? reg.answers?.[team.id] : undefined;
      return {
        bib: reg.bib,
        firstName: reg.firstName,
        lastName: reg.lastName,
        distanceId: distance.id,
        distanceName: distance.name,
        gender: runnerGender,
        ageGroup: ageGroupOf(runnerGender, reg.dateOfBirth || null, raceStart),
        team: typeof teamAnswer === 'string' && teamAnswer.trim() !== '' ? teamAnswer.trim() : null,
      };
    });
  return { participants, nextCursor: page.nextCursor };
}
