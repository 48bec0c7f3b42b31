// The waitlist of a race with a field limit: join, leave or decline, accept an offer, the runner's own
// list, and the creator's list (JSON pages or CSV).
import { Router } from 'express';

import type { WaitlistPosition } from '../../domain/api-types.js';
import { registrationInputSchema } from '../../domain/schemas.js';
import { callersOwnList, marathonAction } from '../../lib/route-handlers.js';
import { parseBody } from '../../lib/validate.js';
import { creatorsList } from '../registrations/creators-list.js';
import { WAITLIST_CSV_HEADER, waitlistRow } from '../registrations/csv.js';
import { settleDue } from './settle.js';
import {
  acceptOffer,
  allWaitlist,
  joinWaitlist,
  leaveWaitlist,
  listWaitlist,
  myWaitlist,
} from './waitlist.service.js';

export const waitlistRouter = Router();

waitlistRouter.post(
  '/marathon/:id/waitlist',
  marathonAction(joinWaitlist, {
    input: (req) => parseBody(registrationInputSchema, req.body),
    answer: (res, { position, created }) =>
      res.status(created ? 201 : 200).json({ position } satisfies WaitlistPosition),
  }),
);

waitlistRouter.delete('/marathon/:id/waitlist', marathonAction(leaveWaitlist));

waitlistRouter.post('/marathon/:id/waitlist/accept', marathonAction(acceptOffer));

waitlistRouter.get(
  '/my-waitlist/:userId',
  callersOwnList(myWaitlist, 'You can only see your own waitlist.'),
);

waitlistRouter.get(
  '/marathon/:id/waitlist',
  creatorsList({
    refusal: 'Only the marathon’s creator can see its waitlist.',
    page: listWaitlist,
    all: allWaitlist,
    csvHeader: WAITLIST_CSV_HEADER,
    csvRow: waitlistRow,
    csvPrefix: 'waitlist',
    // Offers past their deadline lapse first, so the list shows who holds a place now.
    refresh: async (read) => {
      const [marathon = read] = await settleDue([read]);
      return marathon;
    },
  }),
);
