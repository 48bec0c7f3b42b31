// A volunteer's mails about their shift, in their language (mail/messages.ts `SHIFTS`), staged through
// the one outbox in the write that causes them: the sign-up with the pass's QR code, the shift cancelled, a place offered from its
// waitlist, the thanks after check-out.
import type { Timestamp } from 'firebase-admin/firestore';
import { isLanguage, type Language } from '@run/contract/domain/languages';

import {
  COMMON,
  FACTS,
  MAIL_LOCALES,
  myApplyListLink,
  PASS_QR_CID,
  passQrAttachment,
  queueMail,
  render,
  sayIn,
  SHIFTS,
  siteUrl,
  type Writer,
} from '../mail/mail.js';
import type { ShiftDoc, ShiftPerson } from '../store/shift-doc.js';

/** A shift's time as the volunteer reads it, in UTC (the mail says so). */
function when(at: Timestamp | null, language: Language): string {
  if (at === null) return '';
  return `${new Intl.DateTimeFormat(MAIL_LOCALES[language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at.toDate())} UTC`;
}

type Kind =
  | { kind: 'signed_up'; passQr: string }
  | { kind: 'cancelled' }
  | { kind: 'offer'; until: Timestamp }
  | { kind: 'thanks'; hours: number; code: string | null };

/** Stages the mail of `kind` to `to` about `shift` of the race `title` (id `marathonId`). */
export function queueShiftMail(
  writer: Writer,
  to: Pick<ShiftPerson, 'email' | 'name' | 'language'>,
  race: { id: string; title: string },
  shift: ShiftDoc,
  news: Kind,
): void {
  if (to.email === '') return;
  const language: Language = isLanguage(to.language) ? to.language : 'en';
  const say = sayIn(language);
  const site = siteUrl();
  const values = { title: race.title, shift: shift.name };
  const facts: Array<[string, string]> = [
    [say(FACTS.race), race.title],
    [say(SHIFTS.shiftFact), `${shift.name} (${shift.role})`],
    [say(SHIFTS.whenFact), when(shift.startsAt, language)],
  ];
  const common = { facts, reason: say(SHIFTS.reason, values), site, language };
  const applyList = { label: say(COMMON.applyList), url: myApplyListLink(site) };
  let mail;
  let attachments: ReturnType<typeof passQrAttachment>[] = [];
  if (news.kind === 'signed_up') {
    mail = render(say(SHIFTS.signedUpSubject, values), {
      ...common,
      heading: say(SHIFTS.signedUpHeading, values),
      paragraphs: [say(SHIFTS.signedUpBody, values)],
      image: { src: `cid:${PASS_QR_CID}`, alt: say(SHIFTS.qrAlt, values) },
      action: applyList,
    });
    attachments = [passQrAttachment(news.passQr)];
  } else if (news.kind === 'cancelled') {
    mail = render(say(SHIFTS.cancelledSubject, values), {
      ...common,
      heading: say(SHIFTS.cancelledHeading, values),
      paragraphs: [say(SHIFTS.cancelledBody, values)],
    });
  } else if (news.kind === 'offer') {
    const until = when(news.until, language);
    mail = render(say(SHIFTS.offerSubject, { ...values, until }), {
      ...common,
      heading: say(SHIFTS.offerHeading, values),
      paragraphs: [say(SHIFTS.offerBody, { ...values, until })],
      action: applyList,
    });
  } else {
    const thanks = [say(SHIFTS.thanksBody, { ...values, hours: news.hours })];
    if (news.code !== null) thanks.push(say(SHIFTS.thanksCode, { ...values, code: news.code }));
    mail = render(say(SHIFTS.thanksSubject, values), {
      ...common,
      heading: say(SHIFTS.thanksHeading, { name: to.name }),
      paragraphs: thanks,
    });
  }
  queueMail(writer, to.email, race.id, mail, attachments);
}
