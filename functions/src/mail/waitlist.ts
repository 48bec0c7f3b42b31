// The waitlist's mail, staged in the settlement that makes or lapses an offer (places/settle.ts calls
// these hooks: the capacity core sends no mail itself).
import type { OfferHooks } from '../places/places.js';
import { waitlistEntryOf } from '../store/waitlist-doc.js';
import { storedAddress } from './address.js';
import { notifyRunner } from './notify.js';
import { raceForRunner } from './race.js';

export const waitlistMail: OfferHooks = {
  onOffer(tx, marathon, distance, entry, expiresAt) {
    notifyRunner(tx, raceForRunner(marathon, distance), storedAddress(waitlistEntryOf(entry)), {
      kind: 'offer',
      expiresAt: expiresAt.toDate().toISOString(),
    });
  },
  onLapse(tx, marathon, distance, entry) {
    notifyRunner(tx, raceForRunner(marathon, distance), storedAddress(waitlistEntryOf(entry)), {
      kind: 'lapsed',
    });
  },
};
