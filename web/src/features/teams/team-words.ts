// How the team screens say things: a member's state, a team's sizes, the join link's token, and the
// local path a join link opens (the API answers with the site's own address). In the language shown:
// these are called while a screen renders.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { TeamView } from '@run/contract/domain/teams';

const STATUS_WORDS: Record<string, MessageDescriptor> = {
  confirmed: msg`Registered`,
  pending_payment: msg`Payment due`,
  expired: msg`Hold ran out`,
  withdrawn: msg`Withdrawn`,
};

export const memberStatus = (status: string) => {
  const words = STATUS_WORDS[status];
  return words ? i18n._(words) : status;
};

/** "Teams of 2 to 5 runners; the best 2 finishers’ times count." */
export const sizesLine = ({ minSize, maxSize }: Pick<TeamView, 'minSize' | 'maxSize'>) =>
  t`Teams of ${minSize} to ${maxSize} runners; the best ${minSize} finishers’ times count.`;
