// GET /marathon/{id}/calendar.ics: the race as an iCalendar file, for anyone (the race is public),
// its words in the visitor's language; the race's own texts are the original, as in its mails.
import type { Language } from '@run/contract/domain/languages';

import { notFound } from '../lib/http-error.js';
import { calendarFileName, raceCalendar, raceOfSnapshot, siteUrl } from '../mail/mail.js';
import { marathonRef } from '../store/marathon-doc.js';

export async function marathonCalendar(
  id: string,
  language: Language,
): Promise<{ name: string; body: string }> {
  const snap = await marathonRef(id).get();
  if (!snap.exists) throw notFound('marathon_not_found');
  const race = raceOfSnapshot(snap);
  return { name: calendarFileName(race), body: raceCalendar(race, siteUrl(), language) };
}
