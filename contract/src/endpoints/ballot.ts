// The ballot of a distance (docs/ballot.md): entering and withdrawing, the draw anyone can check, the
// runner's entries and the organisers' summary.
import {
  ballotEnteredSchema,
  ballotSummarySchema,
  ballotViewSchema,
  myBallotEntrySchema,
} from '../domain/ballot.js';
import { deletedSchema } from '../domain/api-types.js';
import { registrationInputSchema } from '../domain/schemas.js';
import { declare } from './declare.js';
import { answer, callersOwnList, conflict, failure, refusalsText } from './common.js';

export const {
  enterBallot,
  withdrawBallotEntry,
  ballot,
  ballotEntriesCsv,
  myBallotEntries,
  ballotSummary,
} = declare('ballot', {
  enterBallot: {
    summary: 'Enter a distance’s ballot with the registration form (one entry per runner and race)',
    body: registrationInputSchema,
    responses: {
      200: answer(
        'Already entered for this distance (a retried request): the standing entry’s id; nothing changes and nothing is mailed.',
        ballotEnteredSchema,
      ),
      201: answer('Entered; the entry’s public id.', ballotEnteredSchema),
      409: conflict(
        `${refusalsText('no_ballot', 'ballot_not_open', 'ballot_closed', 'already_registered')}, ${refusalsText('ballot_already_entered')} (an entry for another distance of the race), or the waiver changed (\`waiverVersion\`).`,
      ),
    },
  },

  withdrawBallotEntry: {
    summary: 'Withdraw the caller’s own entry before the draw',
    responses: {
      200: answer('Withdrawn (`deletedCount` 0 when it already was).', deletedSchema),
      404: failure('No such entry of the caller’s.'),
      409: conflict(refusalsText('ballot_drawn')),
    },
  },

  ballot: {
    summary:
      'The race’s ballot: each distance’s entries and places, the commitment, and once drawn the seed and winners',
    responses: {
      200: answer('The ballot.', ballotViewSchema),
      404: failure(
        'No such marathon, or it has no ballot (or no commitment yet: a ballot saved before saving a race made one has it from its first entry).',
      ),
    },
  },

  ballotEntriesCsv: {
    summary:
      'Every standing entry’s public id and distance (entryId,distanceId), to recompute the draw',
    responses: {
      200: { description: 'One row per entry, by entry id.', file: 'text/csv' },
      404: failure('No such marathon, or it has no ballot.'),
    },
  },

  myBallotEntries: {
    summary: 'The caller’s ballot entries, with the outcome once drawn',
    ...callersOwnList('not_own_ballot_entries', 'The caller’s entries.', myBallotEntrySchema),
  },

  ballotSummary: {
    summary: 'The console’s view of each ballot distance: entries, the draw, offers and conversion',
    responses: {
      200: answer('Per ballot distance.', ballotSummarySchema),
    },
  },
});
