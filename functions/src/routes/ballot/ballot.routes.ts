// The ballot: entering and withdrawing, the public draw and its entries, the runner's entries and
// the console's summary.
import * as ballot from '@run/contract/endpoints/ballot';

import { download, reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import * as service from '../../ballot/ballot.js';

export const ballotRoutes = [
  handle(ballot.enterBallot, async ({ params, caller, body }) => {
    const { entryId, retried } = await service.enterBallot(params.id, caller, body);
    // A retried request finds its entry standing: 200 with the same id, not a second entry.
    return retried
      ? reply(ballot.enterBallot, 200, { entryId })
      : reply(ballot.enterBallot, 201, { entryId });
  }),

  handle(ballot.withdrawBallotEntry, ({ params, caller }) =>
    service.withdrawEntry(params.id, caller, params.entryId),
  ),

  handle(ballot.ballot, ({ params }) => service.ballotView(params.id)),

  handle(ballot.ballotEntriesCsv, async ({ params }) =>
    download(`ballot-entries-${params.id}.csv`, 'text/csv', await service.entriesCsv(params.id)),
  ),

  handle(ballot.myBallotEntries, ({ caller }) => service.myBallotEntries(caller)),

  handle(ballot.ballotSummary, ({ race }) => service.ballotSummary(race)),
];
