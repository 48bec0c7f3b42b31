// The one layout every RUN mail shares: HTML (inline styles, table layout, dark-mode aware) and the
// plain-text twin. Pure functions: the same input always gives the same mail.

export interface MailBody {
  /** The first line: what happened. */
  heading: string;
  /** Plain sentences; escaped for HTML. */
  paragraphs: string[];
  /** Facts as label/value rows (race, date, place, distance). */
  facts?: Array<[label: string, value: string]>;
  /** An image after the paragraphs (the race pass's QR code), HTML only. */
  image?: MailImage;
  /** The one button, an absolute URL. */
  action?: { label: string; url: string };
  /** A second link after the button, drawn as a plain link so the button stays the one to press. */
  secondAction?: { label: string; url: string };
  /** Why this runner got this mail (the footer). */
  reason: string;
  /** The site's origin, for the footer link. */
  site: string;
  /** A link in the footer to stop this kind of mail (news: docs/messages.md, "Unsubscribe"). */
  unsubscribe?: { label: string; url: string };
  /** The language it is written in (`<html lang>`); English when not said. */
  language?: string;
}

export interface MailImage {
  /** An attachment's `cid:` URL: mail clients block remote and data: images, not inline ones. */
  src: string;
  alt: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Headers beyond the sender's own (List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Where a reply goes, when not to the site's sender (a message's organiser). */
  replyTo?: string;
}

// web/src/index.css: brand-600 #e11d48 on white, slate text; dark clients get the dark palette.
const BRAND = '#e11d48';
const TEXT = '#0f172a';
const MUTED = '#475569';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/gu, '&amp;')
    .replace(/</gu, '&lt;')
    .replace(/>/gu, '&gt;')
    .replace(/"/gu, '&quot;')
    .replace(/'/gu, '&#39;');
}

function factsHtml(facts: Array<[string, string]>): string {
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td class="muted" style="padding:4px 16px 4px 0;color:${MUTED};font-size:14px">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0;font-size:14px;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0">${rows}</table>`;
}

function imageHtml(image: MailImage): string {
  // A white frame: a QR code needs its light quiet zone to scan, in dark mode too.
  return (
    `<p style="margin:16px 0"><img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt)}" ` +
    `width="200" height="200" style="display:block;background:#ffffff;padding:8px;border-radius:8px"></p>`
  );
}

function actionHtml(action: { label: string; url: string }): string {
  return (
    `<p style="margin:24px 0"><a class="button" href="${escapeHtml(action.url)}" ` +
    `style="background:${BRAND};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;` +
    `font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>`
  );
}

function linkHtml(link: { label: string; url: string }): string {
  return (
    `<p style="margin:0 0 24px;font-size:16px"><a class="brand" href="${escapeHtml(link.url)}" ` +
    `style="color:${BRAND};font-weight:600">${escapeHtml(link.label)}</a></p>`
  );
}

export function renderHtml(subject: string, body: MailBody): string {
  const paragraphs = body.paragraphs
    .map((p) => `<p style="margin:0 0 12px;font-size:16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('');
  return `<!doctype html>
<html lang="${body.language ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(subject)}</title>
<style>
@media (prefers-color-scheme: dark) {
  body, .page { background:#0f172a !important; color:#f1f5f9 !important; }
  .card { background:#1e293b !important; color:#f1f5f9 !important; }
  .muted { color:#cbd5e1 !important; }
  .brand { color:#fb7185 !important; }
}
</style></head>
<body style="margin:0;padding:0;background:#f8fafc;color:${TEXT};font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<table role="presentation" class="page" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" class="card" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border-top:4px solid ${BRAND}">
<tr><td style="padding:24px">
<p class="brand" style="margin:0 0 16px;font-size:20px;font-weight:800;color:${BRAND}">RUN</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(body.heading)}</h1>
${paragraphs}${body.image ? imageHtml(body.image) : ''}${body.facts ? factsHtml(body.facts) : ''}${body.action ? actionHtml(body.action) : ''}${body.secondAction ? linkHtml(body.secondAction) : ''}
</td></tr>
<tr><td class="muted" style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:12px;line-height:1.5;color:${MUTED}">
${escapeHtml(body.reason)} <a href="${escapeHtml(body.site)}/" style="color:${BRAND}">RUN</a>${body.unsubscribe ? ` · <a href="${escapeHtml(body.unsubscribe.url)}" style="color:${BRAND}">${escapeHtml(body.unsubscribe.label)}</a>` : ''}
</td></tr></table></td></tr></table></body></html>`;
}

export function renderText(body: MailBody): string {
  const lines = [body.heading, '', ...body.paragraphs.flatMap((p) => [p, ''])];
  if (body.facts) lines.push(...body.facts.map(([l, v]) => `${l}: ${v}`), '');
  if (body.action) lines.push(`${body.action.label}: ${body.action.url}`, '');
  if (body.secondAction) lines.push(`${body.secondAction.label}: ${body.secondAction.url}`, '');
  lines.push('--', body.reason, `RUN: ${body.site}/`);
  if (body.unsubscribe) lines.push(`${body.unsubscribe.label}: ${body.unsubscribe.url}`);
  return lines.join('\n');
}

export function render(subject: string, body: MailBody): RenderedMail {
  return { subject, text: renderText(body), html: renderHtml(subject, body) };
}
