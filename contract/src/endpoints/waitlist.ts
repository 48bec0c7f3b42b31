// The waitlist of a race with a field limit: join, leave or decline, accept an offer, the runner's
// own list, and the creator's list.
import {
  acceptedSchema,
  deletedSchema,
  myWaitlistItemSchema,
  waitlistPageSchema,
  waitlistPositionSchema,
} from '../domain/api-types.js';
import { acceptOfferSchema, registrationInputSchema } from '../domain/schemas.js';
import { declare } from './declare.js';
import { answer, callersOwnList, creatorsList, soldOut } from './common.js';

export const { joinWaitlist, leaveWaitlist, acceptOffer, myWaitlist, listWaitlist } = declare(
  'waitlist',
  {
    joinWaitlist: {
      summary: 'Join a full race’s waitlist with the registration form',
      body: registrationInputSchema,
      responses: {
        201: answer('Joined; the 1-based position.', waitlistPositionSchema),
        200: answer('Already waiting; the position.', waitlistPositionSchema),
        409: soldOut(
          'Places are free, the caller is registered, the window is closed, or the waiver changed (`waiverVersion`).',
        ),
      },
    },

    leaveWaitlist: {
      summary: 'Leave the waitlist, or decline an offered place',
      responses: {
        200: answer('Left (`deletedCount` 0 when not waiting).', deletedSchema),
      },
    },

    acceptOffer: {
      // A discount code's tries are counted (docs/coupons.md): 429 with Retry-After over the limit.
      limited: true,
      summary: 'Take the place offered to the caller',
      body: acceptOfferSchema,
      bodyOptional: true,
      responses: {
        200: answer('Registered.', acceptedSchema),
        409: soldOut(
          'No open offer for the caller, the waiver changed since joining (`waiverVersion`: accept it by sending `waiverAccepted`), a discount code refused (`{error}` only; the offer stands), or the caller’s credit spent meanwhile by another registration (`credit_spent_meanwhile`; the offer stands).',
        ),
      },
    },

    myWaitlist: {
      summary: 'The races the caller waits for, with position and offer',
      ...callersOwnList('not_own_waitlist', 'The caller’s waitlist places.', myWaitlistItemSchema),
    },

    listWaitlist: {
      refusal: 'creator_only_waitlist',
      summary: 'The waiting runners with position and offer; `format=csv` downloads them all',
      ...creatorsList('the waitlist', waitlistPageSchema),
    },
  },
);
