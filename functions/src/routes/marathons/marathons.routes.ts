// Marathons: public lists and detail, the calendar file, and the creator's create / update / delete.
import { LANGUAGES, ORIGINAL_LANGUAGE, type Language } from '@run/contract/domain/languages';
import * as marathons from '@run/contract/endpoints/marathons';

import { download, reply } from '../../lib/answers.js';
import { requireCallerEmail } from '../../lib/auth.js';
import { handle } from '../../lib/endpoint-router.js';
import {
  createMarathon,
  deleteMarathon,
  featuredMarathons,
  getMarathon,
  marathonCalendar,
  listMarathons,
  marathonsCreatedBy,
  updateMarathon,
} from '../../marathons/marathons.js';

/**
 * The language a visitor asked a race in: `?lang=`, else the first of the visitor's Accept-Language
 * that RUN speaks (Express's own negotiation: q-values, de-AT is German; no header is the original),
 * else the original.
 */
const askedLanguage = (
  lang: Language | undefined,
  raw: { acceptsLanguages: (l: string[]) => string | false },
) => lang ?? ((raw.acceptsLanguages([...LANGUAGES]) || ORIGINAL_LANGUAGE) as Language);

export const marathonsRoutes = [
  handle(marathons.featuredMarathons, () => featuredMarathons()),

  handle(marathons.listMarathons, async ({ query, client }) => {
    const page = await listMarathons({ ...query, open: query.open === 'true' }, client);
    return reply(marathons.listMarathons, 200, page.marathons, {
      headers: page.nextCursor ? { 'X-Next-Cursor': page.nextCursor } : {},
    });
  }),

  handle(marathons.getMarathon, async ({ params, query, caller, raw }) => {
    const marathon = await getMarathon(params.id, caller, askedLanguage(query.lang, raw));
    // The creator's copy holds participants' personal data: never in a shared cache.
    return reply(marathons.getMarathon, 200, marathon, { personal: !!marathon.participants });
  }),

  handle(marathons.marathonCalendar, async ({ params, query, raw }) => {
    const { name, body } = await marathonCalendar(params.id, askedLanguage(query.lang, raw));
    return download(name, 'text/calendar', body);
  }),

  handle(marathons.createMarathon, async ({ body, caller }) => {
    const insertedId = await createMarathon(body, caller, requireCallerEmail(caller));
    return { insertedId };
  }),

  handle(marathons.updateMarathon, ({ race, body }) => updateMarathon(race, body)),

  handle(marathons.deleteMarathon, ({ race }) => deleteMarathon(race)),

  handle(marathons.myMarathons, ({ caller }) => marathonsCreatedBy(caller)),
];
