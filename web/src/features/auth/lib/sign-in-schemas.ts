// The sign-in forms' schemas, with the product's messages (docs/product.md); the identity service
// judges the rest. Loaded on a form's first submit only, so /login does not fetch zod before anyone
// uses a form. The messages are functions: put in the language shown when a form is checked, not
// when this module loads.
import { t } from '@lingui/core/macro';
import { z } from 'zod';

export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: () => t`Email is required` }),
  password: z.string().min(1, { error: () => t`Password is required` }),
});

/** The local stack's stand-in for Google's account chooser. */
export const emulatorGoogleSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: () => t`Please enter a valid email address` })),
  name: z.string().trim(),
});
