// The desk's volunteers for browser tests (docs/volunteers.md): a volunteer signed up for a shift
// through the API, as their form would, with the pass the desk scans; and a shift's list as its
// organisers read it, to see what the desk sent.
import * as shifts from '@run/contract/endpoints/shifts';

import { api, createAccount, type Account } from './api.js';
import { VOLUNTEER_FORM } from './shifts.js';

/** A fresh account named `name` on the shift, with its pass. */
export async function signedUpVolunteer(
  id: string,
  shiftId: string,
  name: string,
): Promise<{ account: Account; passId: string }> {
  const account = await createAccount({ prefix: 'volunteer', displayName: name });
  const { passId } = await api.ok(shifts.signUpForShift, {
    params: { id, shiftId },
    token: account.idToken,
    body: { ...VOLUNTEER_FORM, name },
  });
  return { account, passId };
}

/** The shift's volunteers as its organisers read them (check-in, check-out, hours). */
export async function shiftVolunteers(organiser: Account, id: string, shiftId: string) {
  const { volunteers } = await api.ok(shifts.shiftRoster, {
    params: { id, shiftId },
    token: organiser.idToken,
  });
  return volunteers;
}

/** Makes `uids` the shift's captains, as the console's Edit does. */
export async function setCaptains(
  organiser: Account,
  id: string,
  shiftId: string,
  uids: string[],
): Promise<void> {
  await api.ok(shifts.updateShift, {
    params: { id, shiftId },
    token: organiser.idToken,
    body: { captainUids: uids },
  });
}
