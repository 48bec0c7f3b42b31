// The sign-in forms' schemas, with the product's messages (docs/product.md); the identity service
// judges the rest. Loaded on a form's first submit only, so /login does not fetch zod before anyone
// uses a form.
import { z } from 'zod';

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});

/** The local stack's stand-in for Google's account chooser. */
export const emulatorGoogleSchema = z.object({
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  name: z.string().trim(),
});
