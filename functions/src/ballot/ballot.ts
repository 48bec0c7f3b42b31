// The ballot (docs/ballot.md), the domain's one public file: entering and withdrawing, the draw (on
// the schedule), what it shows, a race's ballots as the organiser saves them, and the rule that a
// ballot distance takes no registration but a guaranteed code's.
export { enterBallot, withdrawEntry } from './entries.js';
export { drawDueIn, drawDueEverywhere } from './draw.js';
export { ballotSummary, ballotView, entriesCsv, myBallotEntries } from './views.js';
export { refuseBallotDistance } from './refuse.js';
export { checkedBallotEdit } from './race-edit.js';
export { stageDraw } from './seed.js';
