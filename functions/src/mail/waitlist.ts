// The waitlist's mail, staged in the settlement that makes or lapses an offer (places/settle.ts calls
// these hooks: the capacity core sends no mail itself).
import type { OfferHooks } from '../places/places.js';
import { waitlistEntryOf } from '../store/waitlist-doc.js';
import { notifyStored } from './notify.js';

export const waitlistMail: OfferHooks = {
  onOffer(tx, marathon, distance, entry, expiresAt) {
    notifyStored(tx, marathon, distance, waitlistEntryOf(entry), {
      kind: 'offer',
      expiresAt: expiresAt.toDate().toISOString(),
    });
  },
  onLapse(tx, marathon, distance, entry) {
    notifyStored(tx, marathon, distance, waitlistEntryOf(entry), {
      kind: 'lapsed',
    });
  },
};
