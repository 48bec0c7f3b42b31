// SMTP and site settings: firebase-functions params (functions/.env.<project>, or asked for at
// deploy) and one secret (Cloud Secret Manager). Locally the stack points them at MailDev
// (scripts/stack/functions-env.ts writes them for its port offset). A param read outside a function
// (the bench's API instance, unit tests) has no value: the defaults below apply there too.
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

const DEFAULT_SITE = 'http://localhost:5000';
const DEFAULT_RETRY_SECONDS = 30;

export const SMTP_HOST = defineString('SMTP_HOST', { default: '127.0.0.1' });
export const SMTP_PORT = defineInt('SMTP_PORT', { default: 1025 });
/** Empty: the server takes mail without authentication (MailDev). */
export const SMTP_USER = defineString('SMTP_USER', { default: '' });
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
export const MAIL_FROM = defineString('MAIL_FROM', { default: 'RUN <no-reply@run.example>' });
/** The site's public origin: every link in a mail and in a calendar file is absolute. */
export const SITE_URL = defineString('SITE_URL', { default: DEFAULT_SITE });
/** The first retry's delay; each next one doubles (at most an hour). */
export const MAIL_RETRY_SECONDS = defineInt('MAIL_RETRY_SECONDS', {
  default: DEFAULT_RETRY_SECONDS,
});

/** SITE_URL without a trailing slash. */
export function siteUrl(): string {
  return (SITE_URL.value() || DEFAULT_SITE).replace(/\/+$/u, '');
}

export function retryBaseMs(): number {
  return (MAIL_RETRY_SECONDS.value() || DEFAULT_RETRY_SECONDS) * 1000;
}
