// The waitlist of a race with a field limit: join, leave or decline, accept an offer, the runner's
// own list, and the creator's list.
import { z } from 'zod';

import {
  acceptedSchema,
  deletedSchema,
  myWaitlistItemSchema,
  waitlistPageSchema,
  waitlistPositionSchema,
} from '../domain/api-types.js';
import { marathonParams, userParams } from '../domain/ids.js';
import { acceptOfferSchema, registrationInputSchema } from '../domain/schemas.js';
import { declare } from '../http/endpoint.js';
import { routes } from '../http/routes.js';
import { creatorsList, soldOut } from './common.js';

const endpoint = declare('waitlist');

export const joinWaitlist = endpoint({
  ...routes.joinWaitlist,
  summary: 'Join a full race’s waitlist with the registration form',
  params: marathonParams,
  body: registrationInputSchema,
  responses: {
    201: { description: 'Joined; the 1-based position.', json: waitlistPositionSchema },
    200: { description: 'Already waiting; the position.', json: waitlistPositionSchema },
    409: {
      ...soldOut,
      description:
        'Places are free, the caller is registered, the window is closed, or the waiver changed (`waiverVersion`).',
    },
  },
});

export const leaveWaitlist = endpoint({
  ...routes.leaveWaitlist,
  summary: 'Leave the waitlist, or decline an offered place',
  params: marathonParams,
  responses: {
    200: { description: 'Left (`deletedCount` 0 when not waiting).', json: deletedSchema },
  },
});

export const acceptOffer = endpoint({
  ...routes.acceptOffer,
  summary: 'Take the place offered to the caller',
  params: marathonParams,
  body: acceptOfferSchema,
  bodyOptional: true,
  responses: {
    200: { description: 'Registered.', json: acceptedSchema },
    409: {
      ...soldOut,
      description:
        'No open offer for the caller, or the waiver changed since joining (`waiverVersion`: accept it by sending `waiverAccepted`).',
    },
  },
});

export const myWaitlist = endpoint({
  ...routes.myWaitlist,
  self: { param: 'userId', refusal: 'You can only see your own waitlist.' },
  summary: 'The races the caller waits for, with position and offer',
  params: userParams,
  responses: {
    200: { description: 'The caller’s waitlist places.', json: z.array(myWaitlistItemSchema) },
  },
});

export const listWaitlist = endpoint({
  ...routes.listWaitlist,
  summary: 'The waiting runners with position and offer; `format=csv` downloads them all',
  ...creatorsList('the waitlist', waitlistPageSchema),
});
