// How the team screens say things: a member's state, a team's sizes, the join link's token, and the
// local path a join link opens (the API answers with the site's own address).
import type { TeamView } from '@run/contract/domain/teams';

const STATUS_WORDS: Record<string, string> = {
  confirmed: 'Registered',
  pending_payment: 'Payment due',
  expired: 'Hold ran out',
  withdrawn: 'Withdrawn',
};

export const memberStatus = (status: string) => STATUS_WORDS[status] ?? status;

/** "Teams of 2 to 5 runners; the best 2 finishers’ times count." */
export const sizesLine = ({ minSize, maxSize }: Pick<TeamView, 'minSize' | 'maxSize'>) =>
  `Teams of ${minSize} to ${maxSize} runners; the best ${minSize} finishers’ times count.`;
