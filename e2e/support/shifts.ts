// Volunteer shifts for browser tests (docs/volunteers.md): a race of a fresh organiser with shifts made
// through the API as the console would (POST /marathon/{id}/shifts), and places on them taken as a
// volunteer's form would take them. Times are relative to now, so the shifts are always to come.
import type { ShiftInput, ShiftSignUp } from '@run/contract/domain/shifts';
import * as shifts from '@run/contract/endpoints/shifts';

import { shiftTimes } from '../../test-support/factories.js';
import { api, createAccount, type Account } from './api.js';
import { organiserWithMarathon } from './marathons.js';

/** A shift `startsIn` hours from now, lasting `hours`, with its role, name, place and capacity. */
export function shiftInput(
  fields: Pick<ShiftInput, 'role' | 'name' | 'capacity'> & { location?: string },
  startsIn = 48,
  hours = 4,
): ShiftInput {
  return { location: 'km 10, Elm Street', ...fields, ...shiftTimes(startsIn, hours) };
}

/** What a volunteer gives for a shift. */
export const VOLUNTEER_FORM: ShiftSignUp = {
  phone: '+1 555 0100',
  emergencyContact: 'Pat Doe, +1 555 0199',
  tshirtVariant: 'M',
  waiverAccepted: true,
};

/** A fresh organiser's open race with `inputs` as its shifts; their ids in the same order. */
export async function raceWithShifts(inputs: ShiftInput[]): Promise<{
  organiser: Account;
  id: string;
  title: string;
  shiftIds: string[];
}> {
  const { organiser, id, input } = await organiserWithMarathon('open');
  const shiftIds: string[] = [];
  for (const body of inputs) {
    const { shiftId } = await api.ok(shifts.createShift, {
      params: { id },
      token: organiser.idToken,
      body,
    });
    shiftIds.push(shiftId);
  }
  return { organiser, id, title: input.title, shiftIds };
}

/** Fresh volunteers take `count` places on the shift (filling it, for its waitlist); their accounts. */
export async function fillShift(id: string, shiftId: string, count: number): Promise<Account[]> {
  const volunteers: Account[] = [];
  for (let i = 0; i < count; i++) {
    const volunteer = await createAccount({ prefix: 'volunteer' });
    await api.ok(shifts.signUpForShift, {
      params: { id, shiftId },
      token: volunteer.idToken,
      body: VOLUNTEER_FORM,
    });
    volunteers.push(volunteer);
  }
  return volunteers;
}

/** A volunteer drops their own place, as "Drop this shift" does: the first person waiting is offered it. */
export async function dropOwnPlace(id: string, shiftId: string, volunteer: Account): Promise<void> {
  await api.ok(shifts.dropFromShift, {
    params: { id, shiftId, uid: volunteer.uid },
    token: volunteer.idToken,
  });
}
