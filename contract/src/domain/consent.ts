// A runner's consent to texts about a race and to its organisers' news (docs/messages.md, "Consent"):
// the fields the registration form, an order's entry and the runner's lists share. Its own module,
// importing nothing but zod, so the forms' schemas need not pull in the messages' (a web chunk cycle).
import { z } from 'zod';

/** The form's optional choices (PATCH .../consent takes the same). */
export const consentInputFields = {
  smsOptIn: z
    .boolean({ error: 'smsOptIn must be true or false' })
    .optional()
    .describe('Texts about this race to the registration’s phone.'),
  marketingOptIn: z
    .boolean({ error: 'marketingOptIn must be true or false' })
    .optional()
    .describe('News from the race’s organisers (marketing messages).'),
};

/** The consent as stored and answered: false until given. */
export const consentAnswerFields = { smsOptIn: z.boolean(), marketingOptIn: z.boolean() };
