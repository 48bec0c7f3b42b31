// Transfers (docs/transfers.md): a runner gives their place to another runner by a mailed link; the
// recipient reads what is offered, accepts with their own registration form, and the organisers list
// the race's transfers.
import { z } from 'zod';

import {
  acceptedSchema,
  deletedSchema,
  transferCreatedSchema,
  transferSchema,
  transferViewSchema,
} from '../domain/api-types.js';
import { marathonParams } from '../domain/ids.js';
import { transferAcceptSchema, transferStartSchema } from '../domain/schemas.js';
import { declare } from './declare.js';
import {
  answer,
  conflict,
  failure,
  notRegistered,
  ownPlaceParams,
  raceList,
  soldOut,
} from './common.js';

export const { startTransfer, cancelTransfer, transferOf, acceptTransfer, listTransfers } = declare(
  'transfers',
  {
    startTransfer: {
      summary:
        'Offer the caller’s confirmed place to another runner: a single-use link, valid 48 hours, mailed to that address',
      self: { param: 'userId', refusal: 'not_own_place_transfer' },
      params: ownPlaceParams,
      body: transferStartSchema,
      responses: {
        201: answer('Offered; the link is on its way.', transferCreatedSchema),
        404: notRegistered,
        409: conflict(
          'The race allows no transfers, or no longer; the place is not confirmed; or a transfer of it is open.',
        ),
      },
    },

    cancelTransfer: {
      summary: 'Cancel the caller’s open transfer; the link stops working',
      self: { param: 'userId', refusal: 'not_own_place_transfer' },
      params: ownPlaceParams,
      responses: {
        200: answer('Cancelled (`deletedCount` 0 when none was open).', deletedSchema),
      },
    },

    transferOf: {
      summary: 'What a transfer link offers: the race, the distance and the fee',
      params: marathonParams.extend({
        token: z.string().min(1).max(200).describe('The token of the mailed link'),
      }),
      responses: {
        200: answer('The transfer offered.', transferViewSchema),
        404: failure('No transfer of this race has that link (or no such marathon).'),
        410: failure('The link was used or cancelled, or has expired.'),
      },
    },

    acceptTransfer: {
      summary:
        'Take the place a transfer link offers, with the caller’s own registration form: the sender’s bib, a new race pass',
      body: transferAcceptSchema,
      responses: {
        200: answer('Registered on the sender’s place.', acceptedSchema),
        404: failure('No transfer of this race has that link (or no such marathon).'),
        409: soldOut(
          'The caller sent this transfer or is registered already; the waiver changed (`waiverVersion`); or the sender’s place is no longer theirs to give.',
        ),
        410: failure('The link was used or cancelled, or has expired.'),
      },
    },

    listTransfers: {
      summary: 'The race’s transfers, newest first: who gave a place to whom',
      responses: { 200: raceList('The transfers.', 'transfers', transferSchema) },
    },
  },
);
