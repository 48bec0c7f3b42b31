// The site footer of docs/product.md. Contact, FAQs and Terms of Service open the site's own pages
// (config/site.ts), and the Privacy Policy sits beside the copyright; Blog and Training Plans have no
// screen of their own: they open the 404 page, as the spec says unknown paths do.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { operator } from '@/config/site';

import { BrandLink } from './brand';
import { LanguageSelect } from './language-select';
import { SocialLinks } from './social-links';

const quickLinks = [
  { to: paths.home.href(), label: msg`Home` },
  { to: paths.marathons.href(), label: msg`Marathons` },
  { to: paths.about.href(), label: msg`About Us` },
  { to: paths.contact.href(), label: msg`Contact` },
];

const resources = [
  { to: '/blog', label: msg`Blog` },
  { to: paths.faq.href(), label: msg`FAQs` },
  { to: '/training', label: msg`Training Plans` },
  { to: paths.terms.href(), label: msg`Terms of Service` },
];

const linkClass = 'rounded text-slate-400 transition hover:text-white';

function LinkList({
  title,
  links,
}: {
  title: string;
  links: Array<{ to: string; label: MessageDescriptor }>;
}) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 grid gap-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-300 dark:border-t dark:border-slate-800 dark:bg-black">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <BrandLink
            className="inline-flex items-center gap-2 rounded-lg text-xl font-black text-white"
            dotClassName="text-rose-500"
          />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-400">
            <Trans>
              Marathon events for runners and the people who organise them. Find your next start
              line, register in seconds and keep every race in one place.
            </Trans>
          </p>
          <div className="mt-6">
            <SocialLinks />
          </div>
          <LanguageSelect className="mt-6 text-slate-300" tone="dark" />
        </div>
        <LinkList title={t`Quick Links`} links={quickLinks} />
        <LinkList title={t`Resources`} links={resources} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
            <Trans>Contact Us</Trans>
          </h2>
          <address className="mt-4 grid gap-2.5 text-sm text-slate-400 not-italic">
            <span>{operator.address}</span>
            <a href={operator.phoneHref} className={linkClass}>
              {operator.phone}
            </a>
            <span>{operator.hours}</span>
          </address>
          <a
            href={`mailto:${operator.email}`}
            className="mt-5 inline-flex items-center justify-center rounded-lg bg-rose-600 px-5 py-2.5 text-sm font-semibold text-white transition hover:bg-rose-700"
          >
            <Trans>Get In Touch</Trans>
          </a>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-slate-400 sm:px-6 lg:px-8">
          <Trans>© {year} RUN. All rights reserved.</Trans> ·{' '}
          <Link to={paths.privacy.href()} className={linkClass}>
            <Trans>Privacy Policy</Trans>
          </Link>
        </p>
      </div>
    </footer>
  );
}
